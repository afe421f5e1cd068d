'use client'
/**
 * The full-view lightbox of a photo gallery, on yet-another-react-lightbox: keyboard (arrows follow the reading
 * direction, Escape closes), swipe, a counter and the caption. Circular: from the last picture the next is the
 * first, and back. Loaded only when a visitor first opens a picture (see GalleryCarousel).
 */
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import 'yet-another-react-lightbox/styles.css'

export type GalleryLightboxProps = {
  slides: SlideImage[]
  index: number
  open: boolean
  labels: Record<'Previous' | 'Next' | 'Close' | 'Lightbox' | 'Carousel' | 'Slide', string>
  onView: (index: number) => void
  onClose: () => void
  /** After the closing animation: focus goes back to the picture that opened it. */
  onExited: () => void
}

export default function GalleryLightbox({ slides, index, open, labels, onView, onClose, onExited }: GalleryLightboxProps) {
  return (
    <Lightbox
      open={open}
      index={index}
      slides={slides}
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
