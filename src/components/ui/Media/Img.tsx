'use client'
/**
 * The `<img>` of every picture. A client component on purpose: the server's payload carries only these few props,
 * and the `srcset` (six or so optimiser URLs) is computed here, during the server render for the HTML and again
 * in the browser, so it is never serialised twice (docs/decisions/0028-html-weight.md). Its only import is the
 * URL helper: no next/image runtime in the browser.
 *
 * Inside a carousel's slide that nobody can see before the carousel moves, the `srcset` waits (DeferredSrcSet) until
 * the carousel comes near the viewport; until then the picture names one mid-size copy, which a visitor without
 * JavaScript (who cannot move the carousel) never needs more than.
 */
import { createContext, useContext } from 'react'

import { responsiveSource, singleSource, sizesText } from './imageUrl'
import styles from './Media.module.css'

/** True inside a slide that is off screen until the carousel runs (Carousel sets it per slide). */
export const DeferredSrcSet = createContext(false)

export type ImgProps = {
  src: string
  alt: string
  /** A `sizes` list or a preset's name (SIZES_PRESETS); left out for `raw` pictures. */
  sizes?: string
  /** Left out when the picture fills its box (`fill`). */
  width?: number
  height?: number
  /** Covers its positioned parent (the stylesheet's `cover` rules, added here so no page sends the class name). */
  fill?: boolean
  /** The page's largest paint: eager, high priority, decoded with the first frame it is ready for. */
  priority?: boolean
  className?: string
  /** `object-position` when it is not the centre (the editor's focal point). */
  position?: string
  /** Served as it is (SVG, data URLs): the optimiser does not rasterise SVG. */
  raw?: boolean
}

export function Img({ src, alt, sizes, width, height, fill, priority, className, position, raw }: ImgProps) {
  const deferred = useContext(DeferredSrcSet)
  const source = raw ? { src } : deferred ? { src: singleSource(src) } : responsiveSource(src, sizes ?? '100vw')
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own <img>, with short optimiser URLs (see above)
    <img
      alt={alt}
      sizes={raw || deferred || !sizes ? undefined : sizesText(sizes)}
      srcSet={'srcSet' in source ? source.srcSet : undefined}
      src={source.src}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={fill ? (className ? `${styles.cover} ${className}` : styles.cover) : className}
      style={position ? { objectPosition: position } : undefined}
    />
  )
}
