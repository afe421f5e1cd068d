/**
 * Where an alert applies, and places' conditions (ADR 0041): an alert published for a wilayat marks it on the map's
 * server drawing (hatched, named in the drawing's label) and in the list of wilayats ("Alert: Warning"), and is listed
 * on the wilayat's page and on the cards of its places, linking to it on /alerts; a place given a status shows it on
 * its card with the time it was set; past its end the card says "not confirmed" by itself, and at the alert's end the
 * marks leave by themselves. English and Arabic, with axe.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, languages, test } from './fixtures'

const TITLE = { en: 'Wadi Darbat in flood: stay out of the wadi bed', ar: 'وادي دربات في فيضان: ابتعد عن مجرى الوادي' }
const MESSAGE = { en: 'Water is running through Wadi Darbat after the rain. Do not cross the wadi.', ar: 'تجري المياه في وادي دربات بعد الأمطار. لا تعبر الوادي.' }
const PLACE = { key: 'e2e-cond-cove', name: { en: 'Test cove of Taqah', ar: 'خليج طاقة التجريبي' } }
const NOTE = { en: 'Closed while the wadi runs.', ar: 'مغلق أثناء جريان الوادي.' }
/** Long enough for the steps before each end on a loaded machine (each page is rendered again after a change). */
const CONDITION_MS = 70_000
const ALERT_MS = 120_000

const WORDS = {
  en: { mark: 'Alert: Warning', drawing: 'Current alerts in: Taqah', closed: 'Closed', unconfirmed: 'Not confirmed', updated: 'Updated', justNow: /^(this minute|\d+ minutes? ago)$/, inWilayat: 'Current alerts in Taqah' },
  ar: { mark: 'تنبيه ساري: تحذير', drawing: 'تنبيهات سارية في: طاقة', closed: 'مغلق', unconfirmed: 'غير مؤكد', updated: 'حُدِّث', justNow: /^(هذه الدقيقة|قبل (دقيقة واحدة|دقيقتين|\d+ دقائق|\d+ دقيقة))$/, inWilayat: 'التنبيهات الحالية في طاقة' },
} as const

async function publishAlert(request: APIRequestContext, headers: Record<string, string>) {
  const now = Date.now()
  const created = await request.post('/api/alerts?draft=true&locale=en', {
    headers,
    data: { title: TITLE.en, message: MESSAGE.en, severity: 'warning', category: 'weather', wilayats: ['TaqahRegion'], onset: new Date(now - 60_000).toISOString(), expires: new Date(now + ALERT_MS).toISOString(), _status: 'draft' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const arabic = await request.patch(`/api/alerts/${doc.id}?draft=true&locale=ar`, { headers, data: { title: TITLE.ar, message: MESSAGE.ar } })
  expect(arabic.ok(), await arabic.text()).toBe(true)
  const published = await request.patch(`/api/alerts/${doc.id}?locale=en`, { headers, data: { _status: 'published' } })
  expect(published.ok(), await published.text()).toBe(true)
  return { id: doc.id, expires: now + ALERT_MS }
}

/** A page in a language, without a remembered language from an earlier visit sending it elsewhere. */
async function visit(page: Page, path: string) {
  await page.context().clearCookies()
  await page.goto(path)
}

test.describe('where alerts apply, and places’ conditions', () => {
  test.describe.configure({ mode: 'serial' })

  test('an alert for a wilayat marks it on the map and its page; a place’s status shows, then reads "not confirmed" @mutates', async ({ page, request, adminAuth, axe }) => {
    test.setTimeout(300_000)
    const { headers } = adminAuth

    // A bad condition is refused with a sentence, nothing saved.
    const refused = await request.post('/api/places?locale=en', {
      headers,
      data: { key: `${PLACE.key}-x`, name: 'x', region: 'TaqahRegion', lat: 17.03, lng: 54.4, condition: { status: 'closed', expires: new Date(Date.now() - 60_000).toISOString() } },
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('The status must end in the future')

    const conditionEnds = Date.now() + CONDITION_MS
    const created = await request.post('/api/places?locale=en', {
      headers,
      data: { key: PLACE.key, name: PLACE.name.en, region: 'TaqahRegion', lat: 17.03, lng: 54.41, condition: { status: 'closed', note: NOTE.en, expires: new Date(conditionEnds).toISOString() } },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const placeId = ((await created.json()) as { doc: { id: number } }).doc.id
    const arabic = await request.patch(`/api/places/${placeId}?locale=ar`, { headers, data: { name: PLACE.name.ar, condition: { note: NOTE.ar } } })
    expect(arabic.ok(), await arabic.text()).toBe(true)

    try {
      const { id, expires } = await publishAlert(request, headers)

      for (const lang of languages) {
        const words = WORDS[lang.code]
        // The map: the drawing hatches Taqah and names it; the list of wilayats says it in words.
        await expect
          .poll(async () => {
            await visit(page, `${lang.prefix}/interactiveMap`)
            return page.locator('[data-static-map] path[data-alerted]').evaluateAll((paths) => paths.map((p) => p.getAttribute('data-alerted')))
          }, { timeout: 20_000, intervals: [500] })
          .toEqual(['Taqah'])
        await expect(page.locator('[data-static-map]')).toHaveAttribute('aria-label', new RegExp(words.drawing))
        const taqah = page.locator('nav[aria-labelledby="map-regions-title"] button[data-region="Taqah"]')
        await expect(taqah).toContainText(words.mark)
        await expect(page.locator('nav[aria-labelledby="map-regions-title"] button[data-region="Mirbat"]')).not.toContainText(words.mark)
        // The place's card under the map: its status in words, its note, when it was set, and the alert.
        const card = page.locator(`[data-map-conditions] article[data-place="${PLACE.key}"]`)
        await expect(card.getByRole('heading', { name: PLACE.name[lang.code] })).toBeVisible()
        await expect(card).toContainText(words.closed)
        await expect(card).toContainText(NOTE[lang.code])
        await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
        await expect(card).toContainText(words.updated)
        // Set a moment ago: the page says so in its language ("this minute", "2 minutes ago"), the time in its title.
        await expect(card.locator('time')).toHaveText(words.justNow)
        await expect(card.locator('time')).toHaveAttribute('title', /\d\d:\d\d, \d{1,2} /)
        await expect(card.getByRole('link', { name: TITLE[lang.code] })).toHaveAttribute('href', `${lang.prefix}/alerts#alert-${id}`)
        await axe(page)
        // Leaflet, once the visitor reaches for the map, hatches the same wilayat; the list keeps its words.
        await page.locator('[data-static-map]').hover()
        await expect(page.locator('.leaflet-overlay-pane path.alert-hatch')).toHaveCount(1)
        await expect(page.locator('[data-static-map]')).toHaveCount(0)
        await expect(taqah).toContainText(words.mark)

        // The wilayat's page: its alerts first, then its places' cards.
        await visit(page, `${lang.prefix}/state-details/Taqah`)
        const section = page.locator('[data-wilayat-conditions="Taqah"]')
        await expect(section.getByRole('heading', { name: words.inWilayat })).toBeVisible()
        await expect(section.locator('[data-alert-notices]').first().getByRole('link', { name: TITLE[lang.code] })).toHaveAttribute('href', `${lang.prefix}/alerts#alert-${id}`)
        await expect(section.locator(`article[data-place="${PLACE.key}"]`)).toContainText(words.closed)
        await axe(page)
        // Another wilayat's page says nothing of it.
        await visit(page, `${lang.prefix}/state-details/Mirbat`)
        await expect(page.getByRole('link', { name: TITLE[lang.code] })).toHaveCount(0)
      }

      // Past its end, nobody editing, the condition is no longer vouched for.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, conditionEnds - Date.now())))
      for (const lang of languages) {
        const card = page.locator(`[data-wilayat-conditions="Taqah"] article[data-place="${PLACE.key}"]`)
        await expect
          .poll(async () => {
            await visit(page, `${lang.prefix}/state-details/Taqah`)
            return card.getAttribute('data-status')
          }, { timeout: 20_000, intervals: [500] })
          .toBe('unconfirmed')
        await expect(card).toContainText(WORDS[lang.code].unconfirmed)
        await expect(card).not.toContainText(NOTE[lang.code])
        await axe(page)
      }

      // At the alert's end the map marks nothing, by itself.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expires - Date.now())))
      await expect
        .poll(async () => {
          await visit(page, '/interactiveMap')
          return page.locator('[data-static-map] path[data-alerted]').count()
        }, { timeout: 20_000, intervals: [500] })
        .toBe(0)
      await expect(page.locator('nav[aria-labelledby="map-regions-title"]')).not.toContainText(WORDS.en.mark)
    } finally {
      await request.delete(`/api/places/${placeId}`, { headers })
    }
  })
})
