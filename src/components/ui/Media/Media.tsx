/**
 * A responsive image from a Payload media document (or any `{ url, alt, width, height }`) through Next's image
 * optimiser, which serves AVIF or WebP at the width `sizes` asks for. The `<img>` itself is `Img`, a client
 * component that gets only the few props below and writes the (short) `srcset` itself (ADR 0028). No layout shift: either the document's own width and
 * height reserve the space, or an aspect-ratio box (`aspectRatio`) or a sized parent (`fill`) does, the picture
 * covering it around the editor's focal point. Below-the-fold images load lazily; pass `priority` for the one
 * that is the page's largest paint (hero, header background).
 *
 * Alt text is the document's (already in the page's language) unless `alt` overrides it; `decorative` images
 * get `alt=""` so screen readers skip them. Relations that were not populated (an id) and videos render nothing.
 */
import type { CSSProperties } from 'react'

import type { Media as MediaDocument } from '@/payload-types'

import { Img, type ImgProps } from './Img'
import styles from './Media.module.css'

export type PlainImage = {
  url: string
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  focalX?: number | null
  focalY?: number | null
}
export type MediaResource = MediaDocument | PlainImage

export type MediaProps = {
  resource: MediaResource | number | null | undefined
  /** Which width the image takes at each viewport width, e.g. "(max-width: 768px) 100vw, 33vw" (or "96px"), or the
   * name of a shared list (`card`: SIZES_PRESETS in ./imageUrl.ts). */
  sizes: string
  /** Overrides the document's alt text. */
  alt?: string
  /** Adds nothing a sighted reader would miss from the text beside it: `alt=""`. */
  decorative?: boolean
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean
  /** A box of this ratio ("16 / 9") that the image covers. */
  aspectRatio?: string
  /** Cover the nearest positioned ancestor, which sets the size (backgrounds). */
  fill?: boolean
  className?: string
}

/** The common ratios, each a class of Media.module.css (`r4x3` sets 4 / 3; a unit test compares the two). */
export const RATIO_CLASSES = {
  '1 / 1': styles.r1x1,
  '3 / 2': styles.r3x2,
  '4 / 3': styles.r4x3,
  '16 / 9': styles.r16x9,
  '21 / 9': styles.r21x9,
}

/** The resource as an image we can draw, or null (missing, unpopulated id, video, no URL). */
export function imageOf(resource: MediaProps['resource']): PlainImage | null {
  if (!resource || typeof resource !== 'object' || !resource.url) return null
  if (resource.mimeType && !resource.mimeType.startsWith('image/')) return null
  return { ...resource, url: resource.url }
}

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ')

/** The focal point as `object-position`, or nothing for the centre (the stylesheet's default). */
function focalPosition(image: PlainImage): string | undefined {
  const x = image.focalX ?? 50
  const y = image.focalY ?? 50
  return x === 50 && y === 50 ? undefined : `${x}% ${y}%`
}

/** Only the props that say something: each one crosses to the browser in the page's payload. */
function compact(props: ImgProps): ImgProps {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined && value !== false)) as ImgProps
}

export function Media({ resource, sizes, alt, decorative, priority, aspectRatio, fill, className }: MediaProps) {
  const image = imageOf(resource)
  if (!image) return null
  const raw = image.mimeType === 'image/svg+xml' || image.url.startsWith('data:')
  const common: ImgProps = {
    src: image.url,
    alt: decorative ? '' : (alt ?? image.alt ?? ''),
    sizes: raw ? undefined : sizes,
    raw,
    priority,
  }
  if (fill) return <Img {...compact({ ...common, fill: true, className, position: focalPosition(image) })} />

  const { width, height } = image
  if (!aspectRatio && width && height) {
    return <Img {...compact({ ...common, width, height, className: cx(styles.intrinsic, className) })} />
  }
  // A fixed ratio, or an image whose size we do not know: reserve a box so nothing moves when it arrives. A common
  // ratio is the stylesheet's class, shorter than an inline style on every picture (ADR 0028); any other is inline.
  const ratio = aspectRatio ?? '16 / 9'
  const ratioClass = (RATIO_CLASSES as Record<string, string | undefined>)[ratio]
  const box: CSSProperties | undefined = ratioClass ? undefined : { aspectRatio: ratio }
  return (
    <span className={cx(styles.box, ratioClass, className)} style={box}>
      <Img {...compact({ ...common, fill: true, position: focalPosition(image) })} />
    </span>
  )
}
