/**
 * The optimiser's URLs and `srcset` lists, short (docs/decisions/0028-html-weight.md). Next's own URL for a
 * 640px copy of an upload is `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fsalalah.jpg&w=640&q=75`; the home page names
 * about 650 of them. Ours is `/img/640/salalah.jpg`, which a rewrite in next.config.ts (IMAGE_REWRITES) hands to the
 * same optimiser with the same query, so AVIF/WebP negotiation, the width allow-list and the cache are Next's.
 *
 * The candidate widths follow next/image's rule (every configured width at or above the smallest share of the
 * screen `sizes` names) and stop where `sizes` bounds the rendered width: a 56px thumbnail needs 64 and 128, not
 * every width up to 1920.
 */
import { IMAGE_QUALITY } from '@/lib/image-rewrites'
import { DEVICE_WIDTHS, SMALL_WIDTHS } from '@/lib/image-widths'

/** Sources the short form serves, and its prefix for each (next.config.ts rewrites them back). */
export const SHORT_SOURCES = [
  { source: '/api/media/file/', prefix: '/img' },
  { source: '/_next/static/media/', prefix: '/img/s' },
] as const
/** File names the short form may carry in a path segment; anything else keeps Next's own URL. */
const SAFE_FILE = /^[\w.-]+$/

const ALL_WIDTHS = [...SMALL_WIDTHS, ...DEVICE_WIDTHS].sort((a, b) => a - b)
/** Pixel densities a bounded picture is served for: beyond 2x nobody sees the difference in a thumbnail. */
const MAX_DENSITY = 2
const ROOT_FONT_PX = 16

/**
 * Named `sizes` that many pictures of a page share: the name crosses to the browser in each picture's props instead
 * of the whole list (a card's is 95 characters, on every card of the home page's carousels).
 */
export const SIZES_PRESETS = {
  /** A card in a 3/2/1-column grid or carousel of the 75rem page (the shared Card's default). */
  card: '(max-width: 560px) 100vw, (max-width: 768px) 50vw, (max-width: 75rem) 33vw, 25rem',
  /** The home page's lists of many pictures (features/home): economy sectors, adventures, the smaller news, sponsors'
   * logos by tier (Sponsors.module.css: main 6 → 3 → 2 a row, gold and silver at most 14rem, bronze 8 → 4 → 3). */
  sector: '(max-width: 560px) 50vw, (max-width: 1024px) 33vw, (max-width: 75rem) 20vw, 15rem',
  adventure: '(max-width: 560px) 100vw, (max-width: 1024px) 50vw, (max-width: 75rem) 25vw, 19rem',
  newsSmall: '(max-width: 560px) 100vw, (max-width: 768px) 50vw, (max-width: 75rem) 20vw, 15rem',
  sponsorMain: '(max-width: 560px) 50vw, (max-width: 1024px) 33vw, 12rem',
  sponsor: '(max-width: 560px) 50vw, 14rem',
  sponsorSmall: '(max-width: 560px) 33vw, (max-width: 1024px) 25vw, 9rem',
} as const
export type SizesPreset = keyof typeof SIZES_PRESETS

/** The `sizes` list of a preset name, or the list itself. */
export const sizesText = (sizes: string): string => SIZES_PRESETS[sizes as SizesPreset] ?? sizes

/** The optimiser's URL for `src` at `width` (a configured width). */
export function imageUrl(src: string, width: number): string {
  for (const { source, prefix } of SHORT_SOURCES) {
    if (!src.startsWith(source)) continue
    const file = src.slice(source.length)
    if (SAFE_FILE.test(file)) return `${prefix}/${width}/${file}`
  }
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`
}

const length = (value: string, unit: string) => Number(value) * (unit === 'rem' || unit === 'em' ? ROOT_FONT_PX : 1)

/**
 * The widest the picture is ever drawn, in CSS pixels, read from `sizes`: each entry's length, a `vw` share bounded
 * by its `(max-width: …)` condition. Infinity when an entry can grow with the screen (`33vw` with no condition).
 */
export function renderedBound(sizes: string): number {
  let bound = 0
  for (const entry of sizes.split(',')) {
    const text = entry.trim()
    const size = /(\d+(?:\.\d+)?)(px|rem|em|vw)\s*$/.exec(text)
    if (!size) return Infinity
    if (size[2] !== 'vw') {
      bound = Math.max(bound, length(size[1], size[2]))
      continue
    }
    const screen = /\(\s*max-width:\s*(\d+(?:\.\d+)?)(px|rem|em)\s*\)/.exec(text)
    if (!screen) return Infinity
    bound = Math.max(bound, (length(screen[1], screen[2]) * Number(size[1])) / 100)
  }
  return bound
}

/**
 * The narrowest the picture is drawn (at 1x), in CSS pixels: a share of the screen at the narrowest screen its entry
 * applies to (the smallest phone width for the first entry, past the previous entry's `(max-width: …)` for the next:
 * a card's `33vw` only applies above 768px, so it is never drawn narrower than 254px), the length itself for a
 * fixed entry.
 */
function renderedFloor(sizes: string): number {
  let floor = Infinity
  let screen: number = DEVICE_WIDTHS[0]
  for (const entry of sizes.split(',')) {
    const text = entry.trim()
    const size = /(\d+(?:\.\d+)?)(px|rem|em|vw)\s*$/.exec(text)
    if (!size) return 0
    floor = Math.min(floor, size[2] === 'vw' ? (screen * Number(size[1])) / 100 : length(size[1], size[2]))
    const max = /\(\s*max-width:\s*(\d+(?:\.\d+)?)(px|rem|em)\s*\)/.exec(text)
    if (max) screen = Math.max(screen, length(max[1], max[2]))
  }
  return floor === Infinity ? 0 : floor
}

/** The widths to offer for a picture drawn at `sizes`: none narrower than it is ever drawn, none wider than needed. */
export function candidateWidths(preset: string): number[] {
  const sizes = sizesText(preset)
  const floor = renderedFloor(sizes)
  const widths = ALL_WIDTHS.filter((w) => w >= floor)
  const needed = renderedBound(sizes) * MAX_DENSITY
  const last = widths.findIndex((w) => w >= needed)
  return last < 0 ? widths : widths.slice(0, last + 1)
}

/** `srcset` and the fallback `src` (the largest candidate, as next/image does). */
export function responsiveSource(src: string, sizes: string): { src: string; srcSet: string } {
  const widths = candidateWidths(sizes)
  return {
    src: imageUrl(src, widths[widths.length - 1]),
    srcSet: widths.map((w) => `${imageUrl(src, w)} ${w}w`).join(', '),
  }
}

/** One mid-size copy, for a picture whose `srcset` waits (a slide nobody can see before a carousel moves). */
/** An optimiser URL of this module (`/img/640/x.jpg`, `/img/s/640/x.jpg`, `/_next/image?…&w=640…`) at another width. */
export function atWidth(url: string, width: number): string {
  return url.replace(/^(\/img(?:\/s)?\/)\d+(?=\/)|([?&]w=)\d+/, (_, short: string | undefined, query: string | undefined) => `${short ?? query}${width}`)
}

/** A static slide's picture that waited (`data-sizes`, see imgAttributes) gets its `sizes` and `srcset` now. */
export function completeDeferredPictures(root: ParentNode): void {
  for (const img of root.querySelectorAll<HTMLImageElement>('img[data-sizes]')) {
    const sizes = img.dataset.sizes!
    const single = img.getAttribute('src')!
    img.removeAttribute('data-sizes')
    img.sizes = sizesText(sizes)
    img.srcset = candidateWidths(sizes)
      .map((w) => `${atWidth(single, w)} ${w}w`)
      .join(', ')
  }
}

export function singleSource(src: string): string {
  return imageUrl(src, DEVICE_WIDTHS.find((w) => w >= 640) ?? DEVICE_WIDTHS[DEVICE_WIDTHS.length - 1])
}
