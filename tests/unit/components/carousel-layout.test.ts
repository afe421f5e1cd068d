/** The carousel's counts per breakpoint: the briefed 3/2/1 at 1024/768/560px, overrides, and what Embla gets. */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { CSS_DEFAULTS, emblaBreakpoints, estimateSnapStarts, layoutStyle, resolveLayout } from '@/components/ui/Carousel/layout'

const counts = (layout: ReturnType<typeof resolveLayout>) =>
  [layout.base, layout.levels[1024], layout.levels[768], layout.levels[560]].map((l) => [l.slidesToShow, l.slidesToScroll])

describe('resolveLayout', () => {
  it("follows the briefed layout by default: 3 visible, scroll 1; 3, 2 and 1 visible at 1024, 768 and 560px", () => {
    expect(counts(resolveLayout())).toEqual([[3, 1], [3, 1], [2, 1], [1, 1]])
  })

  it('takes overrides of both counts per breakpoint (home events: scroll 3 at 1024px)', () => {
    expect(counts(resolveLayout(3, 1, { 1024: { slidesToScroll: 3 } }))).toEqual([[3, 1], [3, 3], [2, 1], [1, 1]])
    expect(counts(resolveLayout(4, 1))).toEqual([[4, 1], [3, 1], [2, 1], [1, 1]])
    expect(counts(resolveLayout(3, 1, { 768: { slidesToShow: 3 } }))).toEqual([[3, 1], [3, 1], [3, 1], [1, 1]])
  })

  it('never shows more on a narrower screen than the carousel shows at full width', () => {
    expect(counts(resolveLayout(1))).toEqual([[1, 1], [1, 1], [1, 1], [1, 1]])
    expect(counts(resolveLayout(2, 2))).toEqual([[2, 2], [2, 2], [2, 2], [1, 1]])
  })

  it('never scrolls more slides than are visible, and cleans up nonsense counts', () => {
    expect(counts(resolveLayout(3, 5))).toEqual([[3, 3], [3, 3], [2, 2], [1, 1]])
    expect(resolveLayout(0, -2).base).toEqual({ slidesToShow: 1, slidesToScroll: 1 })
    expect(resolveLayout(2.7, 1.2).base).toEqual({ slidesToShow: 2, slidesToScroll: 1 })
  })
})

describe('layout outputs', () => {
  it('gives the CSS the counts and hides the controls where every slide fits', () => {
    const style = layoutStyle(resolveLayout(), 3) as Record<string, unknown>
    // The stylesheet's fallbacks (CSS_DEFAULTS) are left out: 3 shown, controls at 768px and 560px.
    expect(style).toEqual({ '--carousel-controls': 'none', '--carousel-controls-1024': 'none' })
    expect(layoutStyle(resolveLayout(), 12)).toEqual({})
    expect(layoutStyle(resolveLayout(1), 5)).toEqual({ '--carousel-show': 1, '--carousel-show-1024': 1, '--carousel-show-768': 1 })
  })

  it("has the stylesheet's fallbacks for what it leaves out", () => {
    const css = readFileSync('src/components/ui/Carousel/Carousel.module.css', 'utf8')
    const fallbacks = Object.fromEntries([...css.matchAll(/var\((--carousel-[\w-]+), ([\w]+)\)/g)].map(([, name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]))
    expect(fallbacks).toEqual(CSS_DEFAULTS)
  })

  it('gives Embla the scroll counts per media query, widest first so the narrowest match wins', () => {
    expect(emblaBreakpoints(resolveLayout(3, 1, { 1024: { slidesToScroll: 3 } }))).toEqual({
      '(max-width: 1024px)': { slidesToScroll: 3 },
      '(max-width: 768px)': { slidesToScroll: 1 },
      '(max-width: 560px)': { slidesToScroll: 1 },
    })
  })

  it('estimates the steps before Embla measures: one per scroll group when looping, none when all fit', () => {
    expect(estimateSnapStarts(7, { slidesToShow: 3, slidesToScroll: 1 }, true)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(estimateSnapStarts(7, { slidesToShow: 3, slidesToScroll: 3 }, true)).toEqual([0, 3, 6])
    expect(estimateSnapStarts(7, { slidesToShow: 3, slidesToScroll: 1 }, false)).toEqual([0, 1, 2, 3, 4])
    expect(estimateSnapStarts(3, { slidesToShow: 3, slidesToScroll: 1 }, true)).toEqual([])
  })
})
