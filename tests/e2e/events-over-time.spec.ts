/**
 * Events as time passes: the lists that depend on today are regenerated every hour by Next in the
 * background (a visitor is served the cached page meanwhile, never made to wait), and the past events, once there
 * are more than a page of them, are reached page by page through plain links.
 */
import { expect, languages, test } from './fixtures'

/** The pages whose content changes when an event passes, with the longest an ended event may stay listed. */
const HOURLY = ['/', '/ar', '/upcoming-events', '/ar/upcoming-events', '/past-events', '/ar/past-events', '/event-details/khareef-dhofar-festival']

test('the pages that list events are cached for an hour at most, then regenerated in the background', async ({ request }) => {
  for (const path of HOURLY) {
    // Twice: the first answer may be the one that rendered it; the second is the cached page.
    await request.get(path)
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const cacheControl = response.headers()['cache-control'] ?? ''
    // Shared caches may keep it 3,600 s at most (Next's `revalidate`), and serve it stale while it is regenerated.
    expect(/s-maxage=(\d+)/.exec(cacheControl)?.[1], `${path}: ${cacheControl}`).toBe('3600')
    expect(cacheControl, path).toContain('stale-while-revalidate')
  }
})

const PAST = 11 // with the seed's 2 past events: 13, one more than a page of 12
const run = Date.now().toString(36)
const day = 24 * 3_600_000

test('more past events than a page: the second page is a link away, in both languages @mutates', async ({ page, request, axe, adminAuth: { headers } }) => {
  const created: number[] = []
  try {
    for (let i = 0; i < PAST; i++) {
      // Weeks ago, each a day apart and older than the seed's two (the list is the most recent first).
      const start = new Date(Date.now() - (400 + i) * day).toISOString()
      const saved = await request.post('/api/pages?locale=en', {
        headers,
        data: { uniqueUrl: `e2e-past-${run}-${i}`, category: 'events', title: `Past event ${run} ${i}`, pageDate: start, _status: 'published' },
      })
      expect(saved.ok(), await saved.text()).toBe(true)
      const { doc } = (await saved.json()) as { doc: { id: number } }
      created.push(doc.id)
      const arabic = await request.patch(`/api/pages/${doc.id}?locale=ar`, { headers, data: { title: `فعالية سابقة ${run} ${i}`, _status: 'published' } })
      expect(arabic.ok(), await arabic.text()).toBe(true)
    }
    for (const lang of languages) {
      const ar = lang.code === 'ar'
      await page.goto(`${lang.prefix}/past-events`)
      const cards = page.getByTestId('past-events').getByTestId('event-card')
      await expect(cards).toHaveCount(12)
      const pager = page.getByRole('navigation', { name: ar ? 'صفحات الفعاليات السابقة' : 'Pages of past events' })
      await expect(pager.getByRole('link', { name: ar ? 'الصفحة 1' : 'Page 1' })).toHaveAttribute('aria-current', 'page')
      await axe(page)
      // By keyboard, as well as by pointer: the link to the next page is focusable and followed with Enter.
      const next = pager.getByRole('link', { name: ar ? 'التالي' : 'Next' })
      await next.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/past-events/page/2$`))
      await expect(cards).toHaveCount(1)
      // The oldest of all is last: the one created furthest back.
      await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', new RegExp(`/event-details/e2e-past-${run}-${PAST - 1}$`))
      await expect(cards.first()).toContainText(ar ? `فعالية سابقة ${run} ${PAST - 1}` : `Past event ${run} ${PAST - 1}`)
      await expect(page).toHaveTitle(ar ? /الصفحة 2/ : /page 2/)
      await expect(pager.getByRole('link', { name: ar ? 'الصفحة 2' : 'Page 2' })).toHaveAttribute('aria-current', 'page')
      await axe(page)
      await pager.getByRole('link', { name: ar ? 'السابق' : 'Previous' }).click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/past-events$`))
      await expect(cards).toHaveCount(12)
    }
  } finally {
    for (const id of created) await request.delete(`/api/pages/${id}`, { headers })
  }
  // Taken away again, the second page is gone.
  expect((await request.get('/past-events/page/2')).status()).toBe(404)
})
