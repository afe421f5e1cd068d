/**
 * How many slides a carousel shows and scrolls at each width: the briefed contract in one pure function, used by
 * the CSS (slide widths, so the server render already has the final layout) and by Embla (scroll steps).
 *
 * The breakpoints, kept exactly as briefed (docs/product.md), are upper bounds: at 1024px and below 3 visible, at 768px
 * and below 2, at 560px and below 1. A carousel that shows fewer at full width never shows more on a narrower screen (a
 * one-image carousel stays at one). Each breakpoint may override both counts; a breakpoint's scroll count is its own
 * override, else the carousel's, and never more than it shows (scrolling 3 with 2 visible would skip a slide
 * nobody saw).
 */
import type { CSSProperties } from 'react'

export const BREAKPOINTS = [1024, 768, 560] as const
export type Breakpoint = (typeof BREAKPOINTS)[number]

export type CarouselLevel = { slidesToShow: number; slidesToScroll: number }
export type CarouselBreakpoints = Partial<Record<Breakpoint, Partial<CarouselLevel>>>
export type CarouselLayout = { base: CarouselLevel; levels: Record<Breakpoint, CarouselLevel> }

const SPEC_SHOW: Record<Breakpoint, number> = { 1024: 3, 768: 2, 560: 1 }

/** The media query of a breakpoint, shared by the CSS module and Embla's `breakpoints` option. */
export const mediaQuery = (bp: Breakpoint) => `(max-width: ${bp}px)`

function count(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? Math.max(1, Math.floor(value)) : fallback
}

function level(show: number, scroll: number): CarouselLevel {
  return { slidesToShow: show, slidesToScroll: Math.min(scroll, show) }
}

/**
 * Whether slide `index` is out of sight until the carousel runs (beyond the widest layout's visible slides): its
 * pictures wait for their `srcset` (ADR 0028). Carousel applies it to its slides; a static slide (StaticHtml's
 * `deferPictures`) is told by the server component that renders it.
 */
export function hiddenBeforeRun(index: number, slidesToShow?: number): boolean {
  return index >= resolveLayout(slidesToShow).base.slidesToShow
}

export function resolveLayout(
  slidesToShow = 3,
  slidesToScroll = 1,
  overrides: CarouselBreakpoints = {},
): CarouselLayout {
  const base = level(count(slidesToShow, 3), count(slidesToScroll, 1))
  const levels = {} as Record<Breakpoint, CarouselLevel>
  let wider = base.slidesToShow
  for (const bp of BREAKPOINTS) {
    const own = overrides[bp] ?? {}
    const show = count(own.slidesToShow, Math.min(SPEC_SHOW[bp], wider))
    levels[bp] = level(show, count(own.slidesToScroll, base.slidesToScroll))
    wider = show
  }
  return { base, levels }
}

/**
 * Custom properties the CSS module reads per breakpoint: the visible count, and whether the controls are needed
 * at all (not when every slide fits). Both are known on the server, so nothing moves when the script starts.
 */
export function layoutStyle({ base, levels }: CarouselLayout, slideCount: number): CSSProperties {
  const controls = (show: number) => (slideCount > show ? 'flex' : 'none')
  const style: Record<string, string | number> = {
    '--carousel-show': base.slidesToShow,
    '--carousel-controls': controls(base.slidesToShow),
  }
  for (const bp of BREAKPOINTS) {
    style[`--carousel-show-${bp}`] = levels[bp].slidesToShow
    style[`--carousel-controls-${bp}`] = controls(levels[bp].slidesToShow)
  }
  // What the stylesheet falls back to (CSS_DEFAULTS) goes without saying: most carousels send no style at all.
  for (const [name, value] of Object.entries(CSS_DEFAULTS)) if (style[name] === value) delete style[name]
  return style as CSSProperties
}

/**
 * The custom properties' fallbacks in Carousel.module.css: the default layout with more slides than it shows.
 * A unit test checks the stylesheet says the same.
 */
export const CSS_DEFAULTS: Readonly<Record<string, string | number>> = {
  '--carousel-show': 3,
  '--carousel-controls': 'flex',
  '--carousel-show-1024': 3,
  '--carousel-controls-1024': 'flex',
  '--carousel-show-768': 2,
  '--carousel-controls-768': 'flex',
  '--carousel-show-560': 1,
  '--carousel-controls-560': 'flex',
}

/** Embla's scroll steps per breakpoint; Embla merges matching queries in order, so the narrowest one wins. */
export function emblaBreakpoints({ levels }: CarouselLayout) {
  return Object.fromEntries(BREAKPOINTS.map((bp) => [mediaQuery(bp), { slidesToScroll: levels[bp].slidesToScroll }]))
}

/** The first slide of each scroll step before Embla has measured anything (server render, first paint). */
export function estimateSnapStarts(slideCount: number, { slidesToShow, slidesToScroll }: CarouselLevel, loop: boolean) {
  if (slideCount <= slidesToShow) return []
  const steps = loop
    ? Math.ceil(slideCount / slidesToScroll)
    : Math.ceil(Math.max(0, slideCount - slidesToShow) / slidesToScroll) + 1
  return Array.from({ length: steps }, (_, i) => Math.min(i * slidesToScroll, slideCount - 1))
}
