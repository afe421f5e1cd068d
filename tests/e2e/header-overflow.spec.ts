/**
 * A header menu longer than the bar never takes a second line: with nine items at 1366 px the first ones stay on the
 * bar and the rest are under "More" (a disclosure: aria-expanded, keyboard, Escape), in English and in Arabic (right
 * to left, the list inside the window); at a phone width the drawer has them all. The header global is set through
 * the REST API and put back afterwards. The admin warns about the same menu on the Header global's screen.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, languages, test } from './fixtures'

type Item = { id?: string; title: string; url?: string | null; isActive?: boolean; subItems?: Item[] }

const EXTRA = {
  en: ['Investment', 'Tenders and procurement', 'Contact us'],
  ar: ['الاستثمار', 'المناقصات والمشتريات', 'اتصل بنا'],
}
const text = {
  en: { main: 'Main', more: 'More', menu: 'Menu' },
  ar: { main: 'القائمة الرئيسية', more: 'المزيد', menu: 'القائمة' },
}

async function headerIn(request: APIRequestContext, headers: Record<string, string>, locale: 'en' | 'ar') {
  const response = await request.get(`/api/globals/header?locale=${locale}&depth=0`, { headers })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { items: Item[] }).items
}

async function saveHeader(request: APIRequestContext, headers: Record<string, string>, locale: 'en' | 'ar', items: Item[]) {
  const response = await request.post(`/api/globals/header?locale=${locale}&depth=0`, { headers, data: { items } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { result: { items: Item[] } }).result.items
}

/** The bar's entries the visitor sees, and their titles. */
const barEntries = (page: Page, main: string) =>
  page.getByRole('banner').getByRole('navigation', { name: main }).locator(':scope > ul > li > :is(a, button):visible')

test.describe.configure({ mode: 'serial' })

test.describe('a header menu longer than the bar @mutates', () => {
  let original: Record<'en' | 'ar', Item[]>
  let titles: Record<'en' | 'ar', string[]>

  test.beforeAll(async ({ request, adminAuth }) => {
    const { headers } = adminAuth
    original = { en: await headerIn(request, headers, 'en'), ar: await headerIn(request, headers, 'ar') }
    // Nine items: the seeded ones, then three more, each with a sub-item, in both languages (same rows).
    const en = [
      ...original.en,
      ...EXTRA.en.map((title, i) => ({ title, url: null, isActive: true, subItems: [{ title: `${title} overview`, url: `/about?n=${i}`, isActive: true }] })),
    ]
    const saved = await saveHeader(request, headers, 'en', en)
    expect(saved).toHaveLength(9)
    const arabic = saved.map((item, i) => ({
      ...item,
      title: i < original.ar.length ? original.ar[i]!.title : EXTRA.ar[i - original.ar.length]!,
      subItems: (item.subItems ?? []).map((sub, j) => ({
        ...sub,
        title: i < original.ar.length ? original.ar[i]!.subItems![j]!.title : `نظرة عامة ${i}`,
      })),
    }))
    await saveHeader(request, headers, 'ar', arabic)
    titles = { en: saved.map((item) => item.title), ar: arabic.map((item) => item.title) }
  })

  test.afterAll(async ({ request, adminAuth }) => {
    const { headers } = adminAuth
    // The original rows keep their ids, so each language's titles go back onto the same rows.
    await saveHeader(request, headers, 'en', original.en)
    await saveHeader(request, headers, 'ar', original.ar)
  })

  for (const lang of languages) {
    const t = text[lang.code]

    test(`at 1366 px in ${lang.code}: one line, the rest under "More", by mouse and keyboard`, async ({ page, axe }) => {
      await page.setViewportSize({ width: 1366, height: 800 })
      await page.goto(lang.prefix || '/')
      const header = page.getByRole('banner')
      const entries = barEntries(page, t.main)
      const more = header.getByRole('button', { name: t.more, exact: true })
      await expect(more).toBeVisible()
      await expect(more).toHaveAttribute('aria-expanded', 'false')

      // One line: every entry on the bar at the same height, and the header no taller than one line.
      const tops = await entries.evaluateAll((elements) => elements.map((e) => Math.round(e.getBoundingClientRect().top)))
      expect(new Set(tops).size, `tops ${tops}`).toBe(1)
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(90)
      const onBar = (await entries.allTextContents()).map((s) => s.trim()).filter((s) => s !== t.more)
      expect(onBar.length).toBeGreaterThanOrEqual(1)
      expect(onBar.length).toBeLessThan(9)
      expect(onBar).toEqual(titles[lang.code].slice(0, onBar.length))
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

      // "More" shows the rest, in order, inside the window (it opens towards the page in both directions).
      await more.click()
      await expect(more).toHaveAttribute('aria-expanded', 'true')
      const list = page.locator(`#${await more.getAttribute('aria-controls')}`)
      const rest = list.locator(':scope > li:visible > :is(a, span)')
      await expect(rest).toHaveText(titles[lang.code].slice(onBar.length))
      const box = (await list.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(1366)
      await axe(page)

      // Escape closes it and gives the focus back to "More"; by keyboard it opens again and Tab enters its links.
      await more.focus()
      await page.keyboard.press('Escape')
      await expect(more).toHaveAttribute('aria-expanded', 'false')
      await expect(more).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(more).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      await expect(list.locator('a:visible').first()).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(more).toHaveAttribute('aria-expanded', 'false')
      await expect(more).toBeFocused()
    })

    test(`at a phone width in ${lang.code}: one line, and the drawer has every item`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(lang.prefix || '/')
      const header = page.getByRole('banner')
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(90)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await header.getByRole('button', { name: t.menu }).click()
      const drawer = page.getByRole('dialog')
      await expect(drawer.getByRole('navigation').locator(':scope > ul > li > :is(a, button):visible')).toHaveText(titles[lang.code])
    })
  }

  test('the Header global warns, in the admin’s language, that the menu is longer than one line at 1366 px', async ({ browser, baseURL, adminAuth }) => {
    const domain = new URL(baseURL ?? 'http://localhost').hostname
    for (const language of ['en', 'ar'] as const) {
      const context = await browser.newContext()
      try {
        await context.addCookies([
          { name: 'payload-token', value: adminAuth.token, domain, path: '/' },
          { name: 'payload-lng', value: language, domain, path: '/' },
        ])
        const tab = await context.newPage()
        await tab.goto('/admin/globals/header')
        const warning = tab.getByTestId('menu-fit-warning')
        await expect(warning).toBeVisible()
        await expect(warning).toContainText(language === 'ar' ? 'أطول من سطر واحد' : 'longer than one line')
        await expect(warning).toContainText(language === 'ar' ? 'العربية' : 'Arabic')
        await expect(warning).toContainText(language === 'ar' ? 'الإنجليزية' : 'English')
      } finally {
        await context.close()
      }
    }
  })
})
