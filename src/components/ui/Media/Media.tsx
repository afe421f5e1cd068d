/**
 * A responsive image from a Payload media document (or any `{ url, alt, width, height }`) through next/image,
 * which serves AVIF or WebP at the width `sizes` asks for. No layout shift: either the document's own width and
 * height reserve the space, or an aspect-ratio box (`aspectRatio`) or a sized parent (`fill`) does, the picture
 * covering it around the editor's focal point. Below-the-fold images load lazily; pass `priority` for the one
 * that is the page's largest paint (hero, header background).
 *
 * Alt text is the document's (already in the page's language) unless `alt` overrides it; `decorative` images
 * get `alt=""` so screen readers skip them. Relations that were not populated (an id) and videos render nothing.
 *
 * The markup is next/image's, from `getImageProps` (the same srcset, sizes, loading and style), drawn as a plain
 * <img>: next/image's component is a client component, and a page of seventy pictures hydrated seventy of them
 * for nothing a picture does (no placeholder, no load callback; docs/decisions/0027).
 */
import { getImageProps, type ImageProps } from 'next/image'
import type { CSSProperties } from 'react'

import type { Media as MediaDocument } from '@/payload-types'

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
  /** Which width the image takes at each viewport width, e.g. "(max-width: 768px) 100vw, 33vw" (or "96px"). */
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

/** The resource as an image we can draw, or null (missing, unpopulated id, video, no URL). */
export function imageOf(resource: MediaProps['resource']): PlainImage | null {
  if (!resource || typeof resource !== 'object' || !resource.url) return null
  if (resource.mimeType && !resource.mimeType.startsWith('image/')) return null
  return { ...resource, url: resource.url }
}

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ')

function Image(props: ImageProps) {
  const { props: img } = getImageProps(props)
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps), without its client component
  return <img {...img} alt={props.alt} />
}

export function Media({ resource, sizes, alt, decorative, priority, aspectRatio, fill, className }: MediaProps) {
  const image = imageOf(resource)
  if (!image) return null
  const text = decorative ? '' : (alt ?? image.alt ?? '')
  const common = {
    src: image.url,
    sizes,
    // Next's optimiser does not rasterise SVG; serve it as it is.
    unoptimized: image.mimeType === 'image/svg+xml',
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    // The largest paint is painted with the first frame it is ready for, not a frame after an async decode.
    decoding: priority ? ('sync' as const) : ('async' as const),
  }
  const position: CSSProperties = {
    objectPosition: `${image.focalX ?? 50}% ${image.focalY ?? 50}%`,
  }
  if (fill) {
    return <Image {...common} alt={text} fill className={cx(styles.cover, className)} style={position} />
  }

  const { width, height } = image
  if (!aspectRatio && width && height) {
    return <Image {...common} alt={text} width={width} height={height} className={cx(styles.intrinsic, className)} />
  }
  // A fixed ratio, or an image whose size we do not know: reserve a box so nothing moves when it arrives. The
  // ratio and the positioning the filling image needs are inline, so they hold before any stylesheet does.
  const box: CSSProperties = { position: 'relative', aspectRatio: aspectRatio ?? '16 / 9' }
  return (
    <span className={cx(styles.box, className)} style={box}>
      <Image {...common} alt={text} fill className={styles.cover} style={position} />
    </span>
  )
}
