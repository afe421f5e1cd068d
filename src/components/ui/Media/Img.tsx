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

import { imgAttributes, type ImgProps } from './imgAttributes'

export type { ImgProps }

/** True inside a slide that is off screen until the carousel runs (Carousel sets it per slide). */
export const DeferredSrcSet = createContext(false)

export function Img(props: ImgProps) {
  const { 'data-sizes': _, ...attributes } = imgAttributes(props, useContext(DeferredSrcSet))
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own <img>, with short optimiser URLs (see above); alt is always set
  return <img {...attributes} />
}
