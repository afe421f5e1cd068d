/**
 * Planning a visit (ADR 0049): the places list filtered by wilayat and by what a place offers with plain links; a
 * place's page with its facts ("not recorded" apart from "no"), its condition, directions and coordinates, nearby
 * places, schema.org TouristAttraction data and Open Graph; the map's place cards link to it; the sitemap lists it in
 * both languages. "Open now" at a fixed clock, correct to the minute in Muscat time, on a place given hours, a
 * Ramadan variant and a closure by an editor. English and Arabic, on a 390 px phone and the desktop, with axe.
 */
import type { Page, TestInfo } from '@playwright/test'

import { expect, expectNoSidewaysScroll, languages, test } from './fixtures'

const WORDS = {
  en: {
    title: 'Places to visit',
    free: 'Free entry',
    taqah: 'Taqah',
    one: '1 place',
    notRecorded: 'Not recorded',
    feeFree: 'Free entry.',
    hoursNotRecorded: 'Opening hours not recorded.',
    directions: 'Get directions',
    geo: 'Open in a maps app (Android)',
    busy: 'Busy',
    openUntil: 'Open now, closes at 14:00',
    opensAt: 'Closed now, opens at 16:00',
    tomorrow: 'Closed now, opens tomorrow at 08:00',
    closedToday: 'Closed today',
    ramadan: 'Open now, closes at 01:00',
  },
  ar: {
    title: 'أماكن للزيارة',
    free: 'دخول مجاني',
    taqah: 'طاقة',
    one: 'مكان واحد',
    notRecorded: 'غير مسجل',
    feeFree: 'الدخول مجاني.',
    hoursNotRecorded: 'مواعيد العمل غير مسجلة.',
    directions: 'احصل على الاتجاهات',
    geo: 'افتح في تطبيق خرائط (أندرويد)',
    busy: 'مزدحم',
    openUntil: 'مفتوح الآن، يغلق الساعة 14:00',
    opensAt: 'مغلق الآن، يفتح الساعة 16:00',
    tomorrow: 'مغلق الآن، يفتح غدًا الساعة 08:00',
    closedToday: 'مغلق اليوم',
    ramadan: 'مفتوح الآن، يغلق الساعة 01:00',
  },
} as const

/** The phone project at the narrowest common phone width. */
async function atPhoneWidth(page: Page, info: TestInfo) {
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
}

async function visit(page: Page, path: string) {
  await page.context().clearCookies()
  await page.goto(path)
}

test.describe('places to visit', () => {
  test('the list filters by wilayat and by what a place offers, with links that work without JavaScript @phone', async ({ browser, baseURL, page, axe }, info) => {
    // No JavaScript at all: the filters are links to pre-rendered views.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: info.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 } })
    try {
      const plain = await context.newPage()
      for (const lang of languages) {
        const words = WORDS[lang.code]
        await plain.goto(`${lang.prefix}/places`)
        await expect(plain.locator('html')).toHaveAttribute('dir', lang.dir)
        await expect(plain.getByRole('heading', { level: 1 })).toHaveText(words.title)
        const cards = plain.locator('[data-places] [data-place]')
        expect(await cards.count()).toBeGreaterThan(20)
        await plain.locator('[data-filter="offer"]').getByRole('link', { name: words.free }).click()
        await expect(plain).toHaveURL(new RegExp(`${lang.prefix}/places/filter/free-entry$`))
        await expect(plain.locator('[data-filter="offer"] [aria-current="page"]')).toHaveText(words.free)
        const free = await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-place')))
        expect(free).toEqual(expect.arrayContaining(['mughsail', 'wadi-darbat', 'ayn-razat']))
        expect(free).not.toContain('al-baleed')
        // The wilayat keeps the offer chosen.
        await plain.locator('[data-filter="wilayat"]').getByRole('link', { name: words.taqah, exact: true }).click()
        await expect(plain).toHaveURL(new RegExp(`${lang.prefix}/places/filter/taqah/free-entry$`))
        await expect(cards).toHaveCount(1)
        await expect(plain.locator('#places-count')).toHaveText(words.one)
        await expect(cards.first().getByRole('link')).toHaveAttribute('href', `${lang.prefix}/places/wadi-darbat`)
        await expectNoSidewaysScroll(plain)
      }
    } finally {
      await context.close()
    }
    // And with JavaScript, axe-clean.
    await atPhoneWidth(page, info)
    for (const lang of languages) {
      await visit(page, `${lang.prefix}/places/filter/taqah`)
      await expect(page.locator('[data-filter="wilayat"] [aria-current="page"]')).toHaveText(WORDS[lang.code].taqah)
      await expect(page.locator('[data-places] [data-place="wadi-darbat"]')).toBeVisible()
      await expect(page.locator('[data-places] [data-place="mughsail"]')).toHaveCount(0)
      await expectNoSidewaysScroll(page)
      await axe(page)
      await visit(page, `${lang.prefix}/places`)
      await axe(page)
    }
  })

  test('a place’s page: its facts, "not recorded" apart from "no", directions, nearby places, JSON-LD and Open Graph @phone', async ({ page, axe }, info) => {
    await atPhoneWidth(page, info)
    for (const lang of languages) {
      const words = WORDS[lang.code]
      await visit(page, `${lang.prefix}/places/mughsail`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang.code)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.code === 'en' ? 'Mughsail beach' : 'شاطئ المغسيل')
      await expect(page.locator('[data-place-fee]')).toContainText(words.feeFree)
      await expect(page.locator('[data-place-hours]')).toContainText(words.hoursNotRecorded)
      // No hours recorded: no "open now" line at all.
      await expect(page.locator('[data-open-now]')).toHaveCount(0)
      await expect(page.locator('[data-place-access] [data-fact="unknown"]').first()).toContainText(words.notRecorded)
      await expect(page.locator('[data-place-access] [data-fact="no"]')).toHaveCount(0)
      // Directions: a maps link for any device, a geo: link for Android, the coordinates as text.
      const directions = page.locator('[data-place-directions]')
      await expect(directions.getByRole('link', { name: words.directions })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=16.87900,53.77900')
      await expect(directions.getByRole('link', { name: words.geo })).toHaveAttribute('href', /^geo:16\.87900,53\.77900\?q=16\.87900,53\.77900\(/)
      await expect(directions.locator('[data-coordinates]')).toHaveText('16.87900, 53.77900')
      // Nearby places link to their pages.
      await expect(page.locator('#place-nearby')).toBeVisible()
      await expect(page.locator('section[aria-labelledby="place-nearby"] a').first()).toHaveAttribute('href', new RegExp(`^${lang.prefix}/places/[a-z0-9-]+$`))
      // schema.org and Open Graph.
      const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')))
      const attraction = data.find((d) => d?.['@type'] === 'TouristAttraction')
      expect(attraction).toMatchObject({ geo: { latitude: 16.879, longitude: 53.779 }, isAccessibleForFree: true, url: expect.stringMatching(new RegExp(`${lang.prefix}/places/mughsail$`)) })
      expect(attraction.amenityFeature).toBeUndefined()
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${lang.prefix}/places/mughsail$`))
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang.code === 'en' ? 'ar' : 'en'}"]`)).toHaveAttribute('href', new RegExp(`${lang.code === 'en' ? '/ar' : ''}/places/mughsail$`))
      await expectNoSidewaysScroll(page)
      await axe(page)

      // A place with a condition shows it (the map's card), and the map's cards link to the place's page.
      await visit(page, `${lang.prefix}/places/wadi-darbat`)
      await expect(page.locator('article[data-place="wadi-darbat"]')).toContainText(words.busy)
      await axe(page)
      await visit(page, `${lang.prefix}/interactiveMap`)
      await expect(page.locator('[data-map-conditions] article[data-place="wadi-darbat"] h3 a')).toHaveAttribute('href', `${lang.prefix}/places/wadi-darbat`)
    }
  })

  test('the sitemap lists every place’s page in both languages, with hreflang', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toMatch(/<loc>[^<]*\/places\/mughsail<\/loc>/)
    expect(xml).toMatch(/<loc>[^<]*\/ar\/places\/mughsail<\/loc>/)
    expect(xml).toMatch(/hreflang="ar" href="[^"]*\/ar\/places\/mughsail"/)
    expect(xml).toMatch(/<loc>[^<]*\/places<\/loc>/)
  })

  test('"open now" at a fixed clock, to the minute in Muscat, with seasons and closures @mutates', async ({ page, request, adminAuth, axe }) => {
    const { headers } = adminAuth
    const key = 'e2e-open-now-museum'
    const hours = {
      kind: 'weekly',
      weekly: [{ days: ['sun', 'mon', 'tue', 'wed', 'thu'], opens: '08:00', closes: '14:00' }, { days: ['sun', 'mon', 'tue', 'wed', 'thu'], opens: '16:00', closes: '20:00' }],
      variants: [{ kind: 'ramadan', from: '2027-02-08', to: '2027-03-09', rows: [{ days: ['sun', 'mon', 'tue', 'wed', 'thu'], opens: '20:00', closes: '01:00', overnight: true }] }],
      closures: [{ from: '2026-12-10', to: '2026-12-10' }],
    }
    // Refused first, in words: a closing time before the opening time.
    const refused = await request.post('/api/places?locale=en', { headers, data: { key, name: 'x', region: 'SalalahRegion', lat: 17.01, lng: 54.1, hours: { kind: 'weekly', weekly: [{ days: ['sun'], opens: '17:00', closes: '08:00' }] } } })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('The closing time is before the opening time')

    const created = await request.post('/api/places?locale=en', { headers, data: { key, name: 'Test museum of Salalah', region: 'SalalahRegion', lat: 17.012, lng: 54.101, hours } })
    expect(created.ok(), await created.text()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      const arabic = await request.patch(`/api/places/${id}?locale=ar`, { headers, data: { name: 'متحف صلالة التجريبي' } })
      expect(arabic.ok(), await arabic.text()).toBe(true)
      const moments: [string, keyof (typeof WORDS)['en']][] = [
        ['2026-12-07T13:59:00+04:00', 'openUntil'],
        ['2026-12-07T14:00:00+04:00', 'opensAt'],
        ['2026-12-07T20:30:00+04:00', 'tomorrow'],
        ['2026-12-10T09:00:00+04:00', 'closedToday'],
        ['2027-02-09T00:30:00+04:00', 'ramadan'],
      ]
      for (const lang of languages) {
        for (const [width, height] of [[390, 844], [1280, 800]]) {
          await page.setViewportSize({ width, height })
          for (const [moment, word] of moments) {
            await page.clock.setFixedTime(new Date(moment))
            await expect
              .poll(async () => {
                await visit(page, `${lang.prefix}/places/${key}`)
                return page.locator('[data-open-now]').count()
              }, { timeout: 20_000, intervals: [500] })
              .toBe(1)
            await expect(page.locator('[data-open-now]'), `${moment} ${lang.code}`).toHaveText(WORDS[lang.code][word])
            await expect(page.locator('[data-open-now]')).toBeVisible()
          }
          // The hours are in the page's HTML for anyone without JavaScript.
          await expect(page.locator('[data-place-hours] table').first()).toContainText('08:00–14:00, 16:00–20:00')
          await expectNoSidewaysScroll(page)
          await axe(page)
        }
      }
    } finally {
      await request.delete(`/api/places/${id}`, { headers })
    }
  })
})
