/**
 * Scheduled publishing on the production server (scripts/serve.mjs, as `npm start` runs it): a draft news article
 * scheduled through the admin's schedule drawer goes live by itself, within 20 s of its time
 * (src/features/schedules/runner.ts; docs/decisions/0037-scheduled-publishing-runner.md).
 */
import { expect, test } from './fixtures'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The admin's date picker format for day and time ("MMM d, yyy h:mm a"), in this machine's time zone, as the browser's. */
function pickerText(date: Date) {
  const hours = date.getHours() % 12 || 12
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} ${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`
}

test('a news article scheduled in the admin is published on the site by itself @mutates', async ({ page, request, baseURL, adminAuth }) => {
  test.setTimeout(240_000)
  const { token, headers } = adminAuth
  const uniqueUrl = `e2e-scheduled-${Date.now()}`
  const created = await request.post('/api/pages?draft=true&locale=en', {
    headers,
    data: { title: 'Scheduled by the admin', uniqueUrl, category: 'news', _status: 'draft' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const publicPath = `/news-details/${uniqueUrl}`
  try {
    expect((await request.get(publicPath)).status()).toBe(404)

    const host = new URL(baseURL ?? 'http://localhost').hostname
    await page.context().addCookies([{ name: 'payload-token', value: token, domain: host, path: '/' }])
    await page.goto(`/admin/collections/pages/${doc.id}`)
    await page.locator('div.btn--withPopup', { has: page.locator('#action-save') }).locator('.popup-button').click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    // The drawer preselects Unpublish for a page never published (Payload's choice): an editor picks Publish, as here.
    // One left on Unpublish is listed on the page and the dashboard (src/features/schedules/problems.ts).
    const publish = page.locator('.schedule-publish__type label', { hasText: /^Publish$/ })
    await publish.click()
    await expect(publish.locator('input')).toBeChecked()

    // The next whole minute, at least 45 s ahead (the picker's precision; it refuses a time already past).
    const at = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000)
    const input = page.locator('#time input, [id="time"] input').first()
    await input.fill(pickerText(at))
    await input.press('Enter')
    await page.locator('#scheduled-publish-save').click()
    await expect(page.getByText(/scheduled successfully/i)).toBeVisible()

    // Nothing before its time (a publish ahead of it would pass the check below too).
    expect((await request.get(publicPath)).status()).toBe(404)
    await expect
      .poll(async () => (await request.get(publicPath)).status(), { timeout: Math.max(0, at.getTime() - Date.now()) + 30_000, intervals: [2_000] })
      .toBe(200)
    // Within 20 s of its time (the runner ticks every 5 s), give or take the poll's 2 s.
    expect(Date.now() - at.getTime()).toBeLessThan(22_000)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})
