/**
 * The page-rating panel on the home page, in both languages, by keyboard and by mouse: every state and message,
 * the comment counter, the storage keys, the rated page opening as submitted after a reload, in the other language
 * and after a client navigation, and axe with the panel open. Timed behaviour runs on Playwright's clock; slow and
 * failing answers come from page.route. Only two tests per language reach the real endpoint, and the repeat test
 * below sends two requests (its rate limit is 10 a minute per address, and every test here comes from 127.0.0.1).
 */
import { readFileSync } from 'node:fs'

import type { Page, Route } from '@playwright/test'

import { expect, languages, test } from './fixtures'

type Labels = Record<string, string>
const labels = (code: string): Labels => JSON.parse(readFileSync(`src/i18n/messages/${code}/rating.json`, 'utf8')).Rating
const ENDPOINT = '**/PgTempRatingResult/add'

/** Stops the page's clock (timers fire only when the test runs time forward). */
const freezeTime = async (page: Page) => page.clock.pauseAt(new Date(Date.now() + 60_000))
const storage = (page: Page) =>
  page.evaluate(() => ({ rated: localStorage.getItem('ratedPages'), stars: localStorage.getItem('pageRatings'), session: localStorage.getItem('userSessionId') }))
const number = (page: Page, n: number) => page.evaluate((v) => new Intl.NumberFormat(document.documentElement.lang).format(v), n)

for (const lang of languages) {
  const t = labels(lang.code)
  const other = languages.find((l) => l.code !== lang.code)!
  const home = lang.prefix || '/'
  const opener = (page: Page) => page.getByRole('button', { name: t.open, exact: true })
  const panel = (page: Page) => page.getByRole('dialog', { name: t.title })
  const star = (page: Page, n: number) => panel(page).getByRole('radio').nth(n - 1)
  const submit = (page: Page) => panel(page).getByRole('button', { name: t.submit })
  const comment = (page: Page) => panel(page).getByRole('textbox', { name: t.comment })
  const thanks = (page: Page) => panel(page).getByRole('heading', { name: t.thanks })
  /** The stars the thank-you view shows (its accessible name may spell the number out: Arabic "نجمتان"). */
  const shownStars = (page: Page) => page.getByTestId('rating-submitted').locator('[data-filled]')

  test.describe(`rating panel (${lang.code})`, () => {
    test('by keyboard: rates with the arrow keys, is stored, closes after 2 s and stays rated across reload and language @phone', async ({ page, axe }) => {
      await page.clock.install()
      await page.goto(home)
      await opener(page).focus()
      await page.keyboard.press('Enter')
      await expect(panel(page)).toBeVisible()
      await expect(panel(page).getByRole('button', { name: t.close })).toBeFocused()
      // The form is a chunk of its own, fetched as the button is reached for: a visitor tabs on once it shows.
      await expect(star(page, 1)).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(star(page, 1)).toBeFocused()
      await page.keyboard.press('Space')
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
      await expect(star(page, 4)).toBeChecked()
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Tab')
      await expect(comment(page)).toBeFocused()
      await page.keyboard.type('  Clear and useful  ')
      await axe(page)
      await freezeTime(page)
      await page.keyboard.press('Tab')
      await expect(submit(page)).toBeFocused()
      await page.keyboard.press('Enter')

      await expect(thanks(page)).toBeFocused()
      await expect(panel(page).getByRole('status')).toHaveText(t.RATING_SUBMITTED_SUCCESS)
      await expect(panel(page).getByRole('img')).toHaveAccessibleName(new RegExp(await number(page, 4)))
      await expect(panel(page).getByText(t.yourRating, { exact: true })).toBeVisible()
      await expect(shownStars(page)).toHaveCount(4)
      const stored = await storage(page)
      expect(JSON.parse(stored.rated!)).toEqual(['home-page'])
      expect(JSON.parse(stored.stars!)).toEqual({ 'home-page': 4 })
      expect(stored.session).toMatch(/^session_\d{13}_[a-z0-9]{12}$/)
      await page.clock.runFor(1900)
      await expect(panel(page)).toBeVisible()
      await page.clock.runFor(100)
      await expect(panel(page)).toBeHidden()
      await expect(opener(page)).toBeFocused()

      await page.clock.resume()
      // `/en` rather than `/`: after a visit to /ar the remembered language would send `/` back to /ar.
      for (const path of [home, `/${other.code}`]) {
        const code = path === home ? lang.code : other.code
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', code)
        await page.getByRole('button', { name: labels(code).open, exact: true }).click()
        const view = page.getByRole('dialog')
        await expect(view.getByTestId('rating-submitted')).toBeVisible()
        await expect(shownStars(page)).toHaveCount(4)
        await expect(view.getByRole('radio')).toHaveCount(0)
        await axe(page) // not while the clock is paused: axe waits on timers
      }
      await expect.poll(async () => (await storage(page)).session).toBe(stored.session)
    })

    test('by mouse: hover previews, a click selects, the counter counts, the submitting state disables everything', async ({ page }) => {
      let release: () => void = () => undefined
      const sent: Array<Record<string, unknown>> = []
      await page.route(ENDPOINT, async (route: Route) => {
        sent.push(route.request().postDataJSON())
        await new Promise<void>((resolve) => (release = resolve))
        await route.fulfill({ json: { isDone: true, message: 'ok' } })
      })
      await page.goto(home)
      await opener(page).click()
      await expect(submit(page)).toBeDisabled() // aria-disabled: no star yet
      await star(page, 3).hover()
      await expect(panel(page).locator('label[data-filled]')).toHaveCount(3)
      await expect(star(page, 3)).not.toBeChecked()
      await star(page, 5).click()
      await expect(star(page, 5)).toBeChecked()
      await panel(page).getByRole('heading', { name: t.title }).hover()
      await expect(panel(page).locator('label[data-filled]')).toHaveCount(5)

      await comment(page).fill(' Hello ')
      await expect(panel(page).getByTestId('rating-counter')).toHaveText(`${await number(page, 7)} / ${await number(page, 500)}`)
      await expect(panel(page).locator('[aria-live="polite"]')).toHaveText(new RegExp(await number(page, 493)))
      await comment(page).fill('x'.repeat(600))
      await expect(comment(page)).toHaveValue('x'.repeat(500))
      await expect(panel(page).getByTestId('rating-counter')).toHaveText(`${await number(page, 500)} / ${await number(page, 500)}`)
      await comment(page).fill('  Lovely photos  ')

      await submit(page).click()
      await expect(panel(page).getByRole('status')).toHaveText(t.submitting)
      await expect(panel(page).getByRole('radio').first()).toBeDisabled()
      await expect(comment(page)).toBeDisabled()
      await expect(submit(page)).toBeDisabled()
      await submit(page).click({ force: true }) // ignored while submitting
      release()
      await expect(thanks(page)).toBeVisible()
      expect(sent).toHaveLength(1)
      expect(sent[0]).toMatchObject({ pageName: 'home-page', result: 5, max: 5, comment: 'Lovely photos', locale: lang.code })
      expect(sent[0].sessionId).toMatch(/^session_\d+_[a-z0-9]+$/)
      expect(sent[0]).toHaveProperty('visitorIp')
    })

    test('no star: PLEASE_SELECT_RATING for 3 s, by mouse and by keyboard, and nothing is sent', async ({ page }) => {
      let calls = 0
      await page.route(ENDPOINT, (route) => (calls++, route.abort()))
      await page.clock.install()
      await page.goto(home)
      await opener(page).click()
      // The form is a chunk of its own: wait for it before pausing the clock, since React commits a suspended
      // part through a timer, which a paused clock never fires (the panel stayed on "Loading…" on a busy machine).
      await expect(submit(page)).toBeVisible()
      await freezeTime(page)
      const alert = panel(page).getByRole('alert')
      await submit(page).click({ force: true })
      await expect(alert).toHaveText(t.PLEASE_SELECT_RATING)
      await page.clock.runFor(2900)
      await expect(alert).toHaveText(t.PLEASE_SELECT_RATING)
      await page.clock.runFor(100)
      await expect(alert).toHaveText('')
      await submit(page).focus()
      await page.keyboard.press('Enter')
      await expect(alert).toHaveText(t.PLEASE_SELECT_RATING)
      expect(calls).toBe(0)
    })

    test('error: back to unrated with RATING_SUBMITTED_ERROR for 3 s, choices kept, a retry succeeds', async ({ page }) => {
      let fail = true
      await page.route(ENDPOINT, (route) =>
        fail ? route.fulfill({ status: 500, json: { isDone: false, message: 'boom' } }) : route.fulfill({ json: { isDone: true, message: 'ok' } }),
      )
      await page.clock.install()
      await page.goto(home)
      await opener(page).click()
      await star(page, 2).click()
      await comment(page).fill('Needs more detail')
      await freezeTime(page)
      await submit(page).click()
      const alert = panel(page).getByRole('alert')
      await expect(alert).toHaveText(t.RATING_SUBMITTED_ERROR)
      await expect(star(page, 2)).toBeChecked()
      await expect(star(page, 2)).toBeEnabled()
      await expect(comment(page)).toHaveValue('Needs more detail')
      await page.clock.runFor(2900)
      await expect(alert).toHaveText(t.RATING_SUBMITTED_ERROR)
      await page.clock.runFor(100)
      await expect(alert).toHaveText('')
      await expect.poll(() => storage(page)).toMatchObject({ rated: null })
      fail = false
      await submit(page).click()
      await expect(thanks(page)).toBeVisible()
    })

    test('tolerates corrupt storage, and a client navigation redoes the rated check', async ({ page }) => {
      await page.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem('ratedPages', '{not json')
        localStorage.setItem('pageRatings', '"x"')
        localStorage.setItem('userSessionId', 'garbage')
      })
      await page.goto(`${lang.prefix}/rating-e2e-missing-page`)
      await opener(page).click()
      await expect(star(page, 1)).toBeVisible()
      await page.getByRole('button', { name: t.close }).click()
      await page.evaluate(() => {
        localStorage.setItem('ratedPages', JSON.stringify(['/about']))
        localStorage.setItem('pageRatings', JSON.stringify({ '/about': 2 }))
        Object.assign(window, { __sameDocument: true })
      })
      // The 404 screen's link to /about (its home link loads the home page as a document, ADR 0028).
      await page.locator(`main a[href="${lang.prefix}/about"]`).click()
      await page.waitForURL((url) => url.pathname === `${lang.prefix}/about`)
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true)
      await opener(page).click()
      await expect(panel(page).getByTestId('rating-submitted')).toBeVisible()
      await expect(shownStars(page)).toHaveCount(2)
    })
  })
}

// Under Vitest the duplicate was recognised by Payload's error class; the production bundle has its own copy of
// that class (and renames it), so the same repeat answered 500 there. Only a request to the built site shows it.
test('a repeated rating of one page in one session is a 409 from the built site', async ({ request }) => {
  const rating = { pageName: '/privacy', result: 5, max: 5, sessionId: `session_${Date.now()}_e2erepeat` }
  const first = await request.post('/PgTempRatingResult/add', { data: rating })
  expect(first.status(), await first.text()).toBe(200)
  const repeat = await request.post('/PgTempRatingResult/add', { data: rating })
  expect(repeat.status(), await repeat.text()).toBe(409)
  expect(await repeat.json()).toEqual({ isDone: false, message: expect.stringMatching(/already been rated/) })
})
