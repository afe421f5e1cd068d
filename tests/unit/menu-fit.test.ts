/**
 * The header menu's fit (src/components/site/menu-fit.ts): the site's container queries and the admin's warning at
 * 1366 px come from one estimate of the items' widths.
 */
import { describe, expect, it } from 'vitest'

import { headerMenu } from '@/seed/data/menus'
import {
  itemEm,
  itemsShown,
  menuFitCss,
  menuThresholds,
  MORE_LABEL,
  NAV_ROOM_AT_1366_PX,
  shownAt1366,
  textEm,
  type FitItem,
} from '@/components/site/menu-fit'
import ar from '@/i18n/messages/ar/shell.json'
import en from '@/i18n/messages/en/shell.json'

const seeded = (language: 'en' | 'ar'): FitItem[] =>
  headerMenu.map((item) => ({ title: item.title[language], hasChildren: (item.subItems?.length ?? 0) > 0 }))

/** Nine items, as a busy menu might have: the seeded six and three more with sub-items. */
const nine = (language: 'en' | 'ar'): FitItem[] => [
  ...seeded(language),
  ...(language === 'en'
    ? ['Investment', 'Tenders and procurement', 'Contact us']
    : ['الاستثمار', 'المناقصات والمشتريات', 'اتصل بنا']
  ).map((title) => ({ title, hasChildren: true })),
]

describe('the width of a menu title', () => {
  it('counts Latin letters wider than Arabic ones and spaces narrower', () => {
    expect(textEm('Home')).toBeGreaterThan(textEm('بيتي'))
    expect(textEm('a b')).toBeLessThan(textEm('abc'))
    expect(textEm('')).toBe(0)
  })

  it('adds the padding, and the chevron of an item with sub-items', () => {
    expect(itemEm({ title: 'About', hasChildren: true })).toBeGreaterThan(itemEm({ title: 'About', hasChildren: false }))
    expect(itemEm({ title: 'About', hasChildren: false })).toBeGreaterThan(textEm('About'))
  })
})

describe('which items the bar shows', () => {
  it('shows every item when they all fit, with no "More"', () => {
    const { allFit } = menuThresholds(seeded('en'), 'More')
    expect(itemsShown(seeded('en'), 'More', allFit)).toBe(6)
    expect(itemsShown(seeded('en'), 'More', 1000)).toBe(6)
  })

  it('keeps the first items and leaves room for "More" when they do not', () => {
    const { shownFrom, allFit } = menuThresholds(seeded('en'), 'More')
    // Thresholds grow along the list and never exceed the width where everything fits.
    expect([...shownFrom].sort((a, b) => a - b)).toEqual(shownFrom)
    expect(Math.max(...shownFrom)).toBe(allFit)
    const shown = itemsShown(seeded('en'), 'More', allFit - 0.01)
    expect(shown).toBeLessThan(6)
    const firstShownWidth = seeded('en')
      .slice(0, shown)
      .reduce((sum, item) => sum + itemEm(item), 0)
    expect(firstShownWidth + itemEm({ title: 'More', hasChildren: true })).toBeLessThanOrEqual(allFit)
    expect(itemsShown(seeded('en'), 'More', 0)).toBe(0)
  })

  it('writes one container query per item and one for "More", only for a browser that runs scripts', () => {
    const css = menuFitCss(seeded('ar'), 'المزيد')
    expect(css.startsWith('@media (scripting: enabled){')).toBe(true)
    expect(css.match(/@container site-nav/g)).toHaveLength(7)
    expect(css).toContain('[data-site-nav] [data-nav-item="5"]{display:none}')
    expect(css).toContain('[data-site-nav] [data-more-item="5"]{display:block}')
    expect(menuFitCss([], 'More')).toBe('')
  })
})

describe('the admin warning at 1366 px', () => {
  it('has a measured room for the menu in both languages', () => {
    expect(NAV_ROOM_AT_1366_PX.en).toBeGreaterThan(300)
    expect(NAV_ROOM_AT_1366_PX.ar).toBeGreaterThan(300)
  })

  it('finds the seeded menu fits and nine items do not, in both languages', () => {
    for (const language of ['en', 'ar'] as const) {
      expect(shownAt1366(seeded(language), language), language).toBe(6)
      const shown = shownAt1366(nine(language), language)
      expect(shown, language).toBeLessThan(9)
      expect(shown, language).toBeGreaterThanOrEqual(4)
    }
  })

  it('names "More" as the site does', () => {
    expect(MORE_LABEL.en).toBe(en.Nav.more)
    expect(MORE_LABEL.ar).toBe(ar.Nav.more)
  })
})
