/**
 * The Arabic admin (right to left) at a desktop and a phone width: no edit view scrolls sideways (a page, an alert,
 * a map place, the header menu, the site settings), and the project's own admin views and panels pass axe in Arabic.
 * Payload's admin language is its `payload-lng` cookie.
 */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

async function firstId(request: APIRequestContext, headers: Record<string, string>, collection: string, where = '') {
  const response = await request.get(`/api/${collection}?depth=0&limit=1${where}`, { headers })
  expect(response.ok(), await response.text()).toBe(true)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  expect(docs[0], `a document in ${collection}`).toBeTruthy()
  return docs[0]!.id
}

async function signInArabic(context: BrowserContext, baseURL: string | undefined, token: string) {
  const domain = new URL(baseURL ?? 'http://localhost').hostname
  await context.addCookies([
    { name: 'payload-token', value: token, domain, path: '/' },
    { name: 'payload-lng', value: 'ar', domain, path: '/' },
  ])
}

/**
 * What makes the page scroll sideways: elements reaching past the edge the page scrolls towards (the left in Arabic,
 * the right in English), or wider than the window, with no clipping box around them.
 */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl'
    const past = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width > width + 1 || (rtl ? box.left < -1 : box.right > width + 1)))
      .filter(({ element }) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return false
        }
        return true
      })
      .slice(0, 5)
      .map(({ element, box }) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} [${Math.round(box.left)}, ${Math.round(box.right)}]`)
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, past }
  })
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  // The form is drawn on the client: wait for it, and for the rich text editor's floating menus when it has one
  // (hidden, they were what scrolled: src/app/(payload)/custom.scss).
  await expect(page.locator('form.collection-edit__form, form.global-edit__form').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  if ((await page.locator('.rich-text-lexical').count()) > 0) await expect(page.locator('.link-editor').first()).toBeAttached()
  const overflow = await sidewaysOverflow(page)
  expect(overflow.scrollWidth, `${what}: ${JSON.stringify(overflow)}`).toBeLessThanOrEqual(overflow.innerWidth)
  expect(overflow.past, `${what}: elements past the window's edges`).toEqual([])
}

test.describe('the Arabic admin @admin', () => {
  for (const size of WIDTHS) {
    test(`edit views do not scroll sideways at ${size.width} px`, async ({ browser, request, baseURL, adminAuth }) => {
      test.setTimeout(120_000)
      const { headers, token } = adminAuth
      const page = await firstId(request, headers, 'pages', '&where[uniqueUrl][equals]=Tourism-Sector')
      const alert = await firstId(request, headers, 'alerts')
      const place = await firstId(request, headers, 'places')
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
      try {
        await signInArabic(context, baseURL, token)
        const tab = await context.newPage()
        for (const [what, path] of [
          ['page', `/admin/collections/pages/${page}`],
          ['alert', `/admin/collections/alerts/${alert}`],
          ['place', `/admin/collections/places/${place}`],
          ['header menu', '/admin/globals/header'],
          ['site settings', '/admin/globals/settings'],
        ] as const) {
          await tab.goto(path)
          await expect(tab.locator('html')).toHaveAttribute('dir', /^rtl$/i)
          await expectNoSidewaysScroll(tab, `${what} (${size.name})`)
        }
      } finally {
        await context.close()
      }
    })
  }

  test("the project's own views and panels pass axe in Arabic", async ({ browser, request, baseURL, adminAuth }) => {
    test.setTimeout(120_000)
    const { headers, token } = adminAuth
    const page = await firstId(request, headers, 'pages', '&where[uniqueUrl][equals]=Tourism-Sector')
    const context = await browser.newContext()
    try {
      await signInArabic(context, baseURL, token)
      const tab = await context.newPage()
      for (const [path, selector] of [
        ['/admin/activity', '[data-testid="activity-view"]'],
        ['/admin/collections/pages', '[data-testid="pages-csv"]'],
        ['/admin/collections/alerts', '[data-testid="alert-presets"]'],
        ['/admin/collections/ratings', '[aria-labelledby="ratings-summary-heading"]'],
        ['/admin', '[data-testid="review-queue"], [data-testid="schedule-problems"]'],
        [`/admin/collections/pages/${page}`, '[data-testid="review-panel"]'],
      ] as const) {
        await tab.goto(path)
        await expect(tab.locator('html')).toHaveAttribute('lang', 'ar')
        await expect(tab.locator(selector).first()).toBeVisible()
        const results = await new AxeBuilder({ page: tab })
          .setLegacyMode(true)
          .include(selector)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
        const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
        expect(violations, `axe on ${path}`).toEqual([])
      }
      // The activity view's tab title is in Arabic too.
      await tab.goto('/admin/activity')
      await expect(tab).toHaveTitle(/^سجل النشاط/)
    } finally {
      await context.close()
    }
  })
})
