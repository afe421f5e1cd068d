'use client'
/**
 * The full-view lightbox of a photo gallery, on yet-another-react-lightbox: keyboard (arrows follow the reading
 * direction, Escape closes), swipe, a counter and the caption. Circular: from the last picture the next is the
 * first, and back. Loaded only when a visitor first opens a picture (see GalleryCarousel), with the full-size
 * candidates below: neither costs a page anything until then.
 */
import Lightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import 'yet-another-react-lightbox/styles.css'

import { imageUrl } from '@/components/ui/Media'
import { DEVICE_WIDTHS } from '@/lib/image-widths'

import type { GalleryPicture } from './GalleryCarousel'

/** The full view shows a picture at least this wide (smaller candidates are for cards, not a whole screen). */
const FULL_VIEW_MIN_WIDTH = 640

/**
 * The lightbox's slide: the optimiser's screen-size candidates (the same short URLs as every other picture on the
 * site), from FULL_VIEW_MIN_WIDTH up to the picture's own width.
 */
function fullView({ image, alt, caption }: GalleryPicture) {
  const width = image.width ?? 1600
  const height = image.height ?? 1000
  const description = caption ?? undefined
  if (image.mimeType === 'image/svg+xml') return { src: image.url, alt, width, height, description }
  const widths = DEVICE_WIDTHS.filter((w) => w >= FULL_VIEW_MIN_WIDTH && w <= Math.max(width, FULL_VIEW_MIN_WIDTH))
  const srcSet = widths.map((w) => ({ src: imageUrl(image.url, w), width: w, height: Math.round((height * w) / width) }))
  return { src: srcSet.at(-1)?.src ?? imageUrl(image.url, DEVICE_WIDTHS[DEVICE_WIDTHS.length - 1]), alt, width, height, description, srcSet }
}

export type GalleryLightboxProps = {
  pictures: GalleryPicture[]
  index: number
  open: boolean
  labels: Record<'Previous' | 'Next' | 'Close' | 'Lightbox' | 'Carousel' | 'Slide', string>
  onView: (index: number) => void
  onClose: () => void
  /** After the closing animation: focus goes back to the picture that opened it. */
  onExited: () => void
}

export default function GalleryLightbox({ pictures, index, open, labels, onView, onClose, onExited }: GalleryLightboxProps) {
  return (
    <Lightbox
      open={open}
      index={index}
      slides={pictures.map(fullView)}
      labels={labels}
      plugins={[Captions, Counter]}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      captions={{ descriptionTextAlign: 'center' }}
      on={{ view: ({ index: next }) => onView(next), exited: onExited }}
      close={onClose}
    />
  )
}
