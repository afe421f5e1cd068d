/**
 * The test fixture every journey uses: requests to any host but the site are blocked and recorded, and each test
 * fails if a page tried one; `axe` scans the page for accessibility violations (WCAG 2.2 AA rules).
 */
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

type Fixtures = { blockedRequests: string[]; axe: (page: Page) => Promise<void> }

/** The e2e administrator's token, signed in once per worker: one sign-in is enough (successful sign-ins no longer
 * count towards the limits of features/auth/login-limits.ts, but each adds a session to the account). */
type AdminAuth = { token: string; headers: { Authorization: string } }
type WorkerFixtures = { adminAuth: AdminAuth }

export const test = base.extend<Fixtures, WorkerFixtures>({
  blockedRequests: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://localhost').origin
      const blocked: string[] = []
      await context.route('**/*', (route) => {
        const url = route.request().url()
        if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
        blocked.push(url)
        return route.abort('blockedbyclient')
      })
      await use(blocked)
      expect(blocked, 'requests to other hosts').toEqual([])
    },
    { auto: true },
  ],
  adminAuth: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
      await use(await loginAsAdmin(request))
      await request.dispose()
    },
    { scope: 'worker' },
  ],
  axe: async ({}, use) => {
    await use(async (page) => {
      expect(await axeViolations(page), 'axe violations').toEqual([])
    })
  },
})

export { expect }

/**
 * Resolves once the page has kept its scroll position for five animation frames. A client-side navigation scrolls
 * to the top smoothly (ScrollToTop), and axe scanning mid-scroll saw a filter chip passing under the fixed bar of
 * floating buttons as a target too small (target-size, news list on a phone, CI of 2026-11-28).
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let still = 0
        const tick = () => {
          if (window.scrollY !== last) [last, still] = [window.scrollY, 0]
          else if (++still >= 5) return resolve()
          requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
}

/**
 * The violations axe finds on the page (WCAG 2.2 AA and best practice), one line each; what the `axe` fixture checks.
 * Legacy mode runs axe.run() in the page instead of axe.runPartial() in each frame and axe.finishRun() in a blank
 * page opened for it: the same rules and the same violations on pages without cross-origin frames (ours have none,
 * and every other host is blocked above), in a third of the time. Only violations are gathered in full.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await scrollSettled(page)
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

export const languages = [
  { code: 'en', prefix: '', dir: 'ltr' },
  { code: 'ar', prefix: '/ar', dir: 'rtl' },
] as const

/**
 * Nothing is wider than the window: no sideways scrolling at any width (WCAG 1.4.10 reflow; the phone project is where
 * this bites). The widths are whole pixels rounded from the layout's fractions, so one pixel is rounding.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'page wider than the window').toBeLessThanOrEqual(1)
}

/**
 * The page's largest paint is not a lazily loaded picture: that one waits for layout before it is even requested,
 * the Lighthouse audit `lcp-lazy-loaded`. Waits until every picture of the first screen has loaded, so the
 * largest paint is final, then reads it from the browser's own record.
 */
export async function expectLargestPaintNotLazy(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect()
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
      })
      .every((img) => img.complete),
  )
  const lazy = await page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null }).element
          resolve(element instanceof HTMLImageElement && element.loading === 'lazy' ? element.currentSrc : null)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
  expect(lazy, `the largest paint of ${page.url()} is a lazily loaded picture`).toBeNull()
}

/** Carousels start (Embla) when they come within a screen of the viewport: bring one there and wait until it runs. */
export async function startCarousel(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-ready', '')
}

/** Signs the e2e administrator in through the REST API (tests take the worker's `adminAuth` fixture instead). */
async function loginAsAdmin(request: APIRequestContext): Promise<AdminAuth> {
  const response = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  return { token, headers: { Authorization: `JWT ${token}` } }
}
