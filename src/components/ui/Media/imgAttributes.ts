/**
 * The attributes of every picture's `<img>`, from the few props `Media` gives: one function for the client `Img` (a
 * picture in a hydrated part of the page) and for the server's static parts (`StaticHtml`, which writes the same
 * `<img>` into the HTML only). No 'use client': both sides import it. docs/decisions/0028-html-weight.md.
 */
import type { CSSProperties } from 'react'

import { responsiveSource, singleSource, sizesText } from './imageUrl'
import styles from './Media.module.css'

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

export type ImgAttributes = {
  alt: string
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
  loading: 'eager' | 'lazy'
  fetchPriority?: 'high'
  decoding: 'sync' | 'async'
  className?: string
  style?: CSSProperties
  'data-sizes'?: string
}

/**
 * `deferred`: a slide nobody sees before its carousel moves names one mid-size copy, no `srcset` yet. In a hydrated
 * slide `Img` renders again when the carousel comes near; a static slide's picture keeps its `sizes` in `data-sizes`
 * for the carousel to complete (completeDeferredPictures).
 */
export function imgAttributes(props: ImgProps, deferred = false): ImgAttributes {
  const { src, alt, sizes, width, height, fill, priority, className, position, raw } = props
  const source = raw ? { src } : deferred ? { src: singleSource(src) } : responsiveSource(src, sizes ?? '100vw')
  return {
    alt,
    sizes: raw || deferred || !sizes ? undefined : sizesText(sizes),
    srcSet: 'srcSet' in source ? source.srcSet : undefined,
    src: source.src,
    width: fill ? undefined : width,
    height: fill ? undefined : height,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? 'sync' : 'async',
    className: fill ? (className ? `${styles.cover} ${className}` : styles.cover) : className,
    style: position ? { objectPosition: position } : undefined,
    'data-sizes': deferred && !raw && sizes ? sizes : undefined,
  }
}
