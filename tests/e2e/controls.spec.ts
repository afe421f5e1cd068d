/**
 * One set of controls (ADR 0048): the events list's sort select and category checkboxes, the 404's search form, the
 * map's category tabs and the menu's "Close" are the site's own (pills, a filled button, 24 px checkboxes in the brand
 * colour), not the browser's grey defaults, in both languages, at a phone's width and a laptop's, and in high
 * contrast. Read from computed styles.
 */
import type { Locator, Page } from '@playwright/test'

import { expect, languages, test } from './fixtures'

/** The browser's default button face (Chromium's ButtonFace). */
const BUTTON_FACE = 'rgb(239, 239, 239)'

function looks(locator: Locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el)
    const box = el.getBoundingClientRect()
    return {
      appearance: style.appearance,
      radius: parseFloat(style.borderTopLeftRadius),
      border: style.borderTopColor,
      background: style.backgroundColor,
      accent: style.accentColor,
      width: Math.round(box.width),
      height: Math.round(box.height),
    }
  })
}

/** The site's brand colours in the current mode, read from the custom properties. */
function brand(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('span')
    document.body.append(probe)
    const read = (name: string) => {
      probe.style.color = `var(${name})`
      return getComputedStyle(probe).color
    }
    const colours = { brand: read('--color-brand'), strong: read('--color-brand-strong') }
    probe.remove()
    return colours
  })
}

for (const lang of languages) {
  for (const contrast of ['normal', 'high'] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      test(`the site's own controls at ${size.width} px, ${contrast} contrast (${lang.code})`, async ({ page, axe }) => {
        await page.setViewportSize(size)
        await page.addInitScript((high) => {
          if (high) window.localStorage.setItem('a11y.contrast', 'high')
        }, contrast === 'high')
        const pill = (value: { radius: number; height: number }) => {
          expect(value.radius, 'a pill: its radius half its height').toBeGreaterThanOrEqual(value.height / 2 - 1)
          expect(value.height).toBeGreaterThanOrEqual(44)
        }

        // The events list: the sort select is a pill with the brand's border; each checkbox is 24 px in the brand colour.
        await page.goto(`${lang.prefix}/upcoming-events`)
        await expect(page.locator('html')).toHaveAttribute('data-contrast', contrast)
        const colours = await brand(page)
        // Phones fold the filters behind one button.
        const filters = page.locator('button[aria-expanded]', { hasText: lang.code === 'ar' ? 'تصفية' : 'Filter events' })
        if (size.width < 1024) await filters.click()
        const select = page.locator('select:has(option[value="latest"])')
        const sort = await looks(select)
        expect(sort.appearance).toBe('none')
        pill(sort)
        expect(sort.border).toBe(colours.brand)
        const boxes = page.getByRole('checkbox')
        expect(await boxes.count()).toBeGreaterThan(3)
        for (const box of await boxes.all()) {
          const check = await looks(box)
          expect([check.width, check.height]).toEqual([24, 24])
          expect(check.accent).toBe(colours.strong)
        }
        await axe(page)

        // The 404's search: the site's field and a filled pill button.
        await page.goto(`${lang.prefix}/no-such-page-anywhere`)
        const submit = await looks(page.locator('#main form[role="search"] button[type="submit"]'))
        pill(submit)
        expect(submit.background).toBe(colours.brand)
        expect(submit.background).not.toBe(BUTTON_FACE)
        const field = await looks(page.locator('#main form[role="search"] input'))
        expect(field.height).toBeGreaterThanOrEqual(44)
        expect(field.background).not.toBe(BUTTON_FACE)
        await axe(page)

        // The map's category tabs: pills.
        await page.goto(`${lang.prefix}/interactiveMap`)
        const tabs = page.getByRole('tab')
        await expect(tabs).toHaveCount(4)
        for (const tab of await tabs.all()) {
          const value = await looks(tab)
          pill(value)
          expect(value.background).not.toBe(BUTTON_FACE)
        }

        // The menu's "Close" (the drawer is for phones): an outlined pill in the brand colour.
        if (size.width < 1024) {
          await page.getByRole('button', { name: lang.code === 'ar' ? 'القائمة' : 'Menu' }).click()
          const close = page.getByRole('dialog').getByRole('button', { name: lang.code === 'ar' ? 'إغلاق' : 'Close' })
          await expect(close).toBeFocused()
          // The drawer's content may be drawn again as it opens: read the button once it has settled.
          await expect.poll(async () => (await looks(close)).height).toBeGreaterThanOrEqual(44)
          const value = await looks(close)
          pill(value)
          expect(value.border).toBe(colours.brand)
          await axe(page)
        }
      })
    }
  }
}
