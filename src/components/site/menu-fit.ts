/**
 * How much of the header menu fits on the bar's one line, estimated from the titles' lengths, without a browser
 * (docs/decisions/0042-header-menu-overflow.md).
 *
 * The estimate is in `em` of the menu's font (the site font at `--font-size-small`): an item is its title's width
 * (characters × an average glyph width of the site font, Noto Sans or Noto Sans Arabic), the link's padding and, for
 * an item with sub-items, the chevron. The averages were measured in Chromium on the site's fonts over the menu's
 * own titles and rounded up, so the estimate errs towards sending one item too many to "More", never towards a
 * second line. The site uses it in container queries (a width in `em` follows the visitor's text size); the admin
 * turns it into pixels to warn at 1366 px.
 */

/**
 * Average advance of one character, in em: Noto Sans capitals (and digits) are wider than its small letters, and
 * Noto Sans Arabic's joined letters narrower still. Measured on the seeded menu (Chromium, 16 px): "Home" 2.84 em,
 * "Economy" 4.57 em, "الرئيسية" 3.22 em, "المركز الإعلامي" 6.03 em; rounded up.
 */
export const GLYPH_EM = { capital: 0.7, latin: 0.58, arabic: 0.47, space: 0.27 } as const
/** A link's inline padding (2 × 0.5rem) and the gap between items (0.25rem), in em at the default text size. */
const PADDING_EM = 1
const GAP_EM = 0.25
/** An item with sub-items is a button with a chevron (1.1em) after a 0.25rem gap. */
const CHEVRON_EM = 1.35
/** Rounding up: a little room so that a title a touch wider than its estimate still fits. */
const SAFETY = 1.08

export type FitItem = { title: string; hasChildren: boolean }

/** A title's width in em: characters by script, spaces narrower. */
export function textEm(text: string): number {
  let em = 0
  for (const char of text) {
    if (/\s/.test(char)) em += GLYPH_EM.space
    else if (/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/.test(char)) em += GLYPH_EM.arabic
    else if (/[\p{Lu}\p{Nd}]/u.test(char)) em += GLYPH_EM.capital
    else em += GLYPH_EM.latin
  }
  return em
}

/** One item's width on the bar, in em. */
export function itemEm(item: FitItem): number {
  return (textEm(item.title.trim()) + PADDING_EM + (item.hasChildren ? CHEVRON_EM : 0)) * SAFETY
}

/**
 * For each item, the narrowest bar (in em) on which it is still shown; items beyond go to "More". When every item
 * fits, there is no "More"; otherwise the items shown leave room for it. `allFit` is the width from which nothing
 * goes to "More". Widths only grow along the list, so the items shown are always the first ones.
 */
export function menuThresholds(items: readonly FitItem[], moreLabel: string): { shownFrom: number[]; allFit: number } {
  const more = itemEm({ title: moreLabel, hasChildren: true })
  let end = 0
  const ends = items.map((item, index) => (end += itemEm(item) + (index > 0 ? GAP_EM : 0)))
  const allFit = ends.at(-1) ?? 0
  const shownFrom = ends.map((itemEnd) => Math.min(itemEnd + GAP_EM + more, allFit))
  return { shownFrom: shownFrom.map(round), allFit: round(allFit) }
}

const round = (em: number) => Math.ceil(em * 100) / 100

/** How many items are shown on a bar `widthEm` wide (the rest go to "More"). */
export function itemsShown(items: readonly FitItem[], moreLabel: string, widthEm: number): number {
  return menuThresholds(items, moreLabel).shownFrom.filter((from) => from <= widthEm).length
}

/**
 * The container queries that hide the items a narrow bar has no room for and show them in "More" instead: one rule
 * per item below its threshold. Selectors are the data attributes NavMenu renders, inside the header's menu area
 * (`data-site-nav`, the `site-nav` container of SiteHeader.module.css). Without JavaScript "More" cannot open, so
 * there the bar keeps every item (and wraps).
 */
export function menuFitCss(items: readonly FitItem[], moreLabel: string): string {
  if (items.length === 0) return ''
  const { shownFrom, allFit } = menuThresholds(items, moreLabel)
  const scope = '[data-site-nav]'
  const rules = shownFrom.map(
    (from, index) =>
      `@container site-nav (width < ${from}em){${scope} [data-nav-item="${index}"]{display:none}${scope} [data-more-item="${index}"]{display:block}}`,
  )
  return `@media (scripting: enabled){@container site-nav (width < ${allFit}em){${scope} [data-nav-more]{display:block}}${rules.join('')}}`
}

/**
 * The header menu's room at 1366 px wide (a common laptop), in px, measured in Chromium with the seeded site names
 * ("Dhofar Governorate", "محافظة ظفار"): the bar's 75rem less its 2.5rem gutters, the emblem and name, the language
 * switch and search, and the gaps between them. The name differs by language, so the room does too; the same from
 * 1280 px up, where the bar reaches its widest. The admin's warning uses it (MenuFitWarning).
 */
export const NAV_ROOM_AT_1366_PX = { en: 690, ar: 774 } as const
/** The menu's text size on the bar at the default text size, in px (`--font-size-small`). */
export const NAV_FONT_PX = 16
/** "More" in each language, as the site says it (messages `Nav.more`, checked by tests/unit/menu-fit.test.ts). */
export const MORE_LABEL = { en: 'More', ar: 'المزيد' } as const

/** For the admin: how many of the items the bar shows at 1366 px in `language`, the rest going to "More". */
export function shownAt1366(items: readonly FitItem[], language: 'en' | 'ar'): number {
  return itemsShown(items, MORE_LABEL[language], NAV_ROOM_AT_1366_PX[language] / NAV_FONT_PX)
}
