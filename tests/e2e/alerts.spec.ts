/**
 * Alerts for visitors: an alert published through the API is in every page's server HTML in both languages
 * (accessible, severity in words), can be dismissed and comes back when changed, is served as CAP 1.2 (valid against
 * OASIS's schema), Atom and JSON, and leaves a pre-rendered page by itself after its end. /alerts works without
 * JavaScript, is small, and is linked from the footer and the 404 page.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import type { APIRequestContext } from '@playwright/test'

import { expect, languages, test } from './fixtures'
import { hasXmllint } from './support/independent-checks'

const TITLE = { en: 'Dense fog on the Dhalkut road', ar: 'ضباب كثيف على طريق ضلكوت' }
const MESSAGE = { en: 'Visibility under 50 metres near Dhalkut. Drive slowly.', ar: 'الرؤية أقل من 50 مترًا قرب ضلكوت. قُد ببطء.' }
/** Long enough for the steps before the end on a loaded machine (each step's page is rendered again after an edit). */
const LIFETIME_MS = 100_000

async function publishAlert(request: APIRequestContext, headers: Record<string, string>) {
  const now = Date.now()
  const created = await request.post('/api/alerts?draft=true&locale=en', {
    headers,
    data: {
      title: TITLE.en,
      message: MESSAGE.en,
      severity: 'warning',
      category: 'weather',
      wilayats: ['DalkutRegion'],
      onset: new Date(now - 60_000).toISOString(),
      expires: new Date(now + LIFETIME_MS).toISOString(),
      _status: 'draft',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const arabic = await request.patch(`/api/alerts/${doc.id}?draft=true&locale=ar`, { headers, data: { title: TITLE.ar, message: MESSAGE.ar } })
  expect(arabic.ok(), await arabic.text()).toBe(true)
  const published = await request.patch(`/api/alerts/${doc.id}?locale=en`, { headers, data: { _status: 'published' } })
  expect(published.ok(), await published.text()).toBe(true)
  return { id: doc.id, expires: now + LIFETIME_MS }
}

test.describe('a published alert', () => {
  test.describe.configure({ mode: 'serial' })

  test('is on every page in both languages, dismissible, in CAP, Atom and JSON, and leaves by itself at its end @mutates', async ({ page, request, adminAuth, axe }) => {
    test.setTimeout(240_000)
    const refused = await request.post('/api/alerts?locale=en', {
      headers: adminAuth.headers,
      data: { title: 'x', message: 'y', severity: 'info', category: 'other', onset: new Date(Date.now() + 3_600_000).toISOString(), expires: new Date().toISOString(), _status: 'published' },
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('The end (expires) must be after the start (onset).')

    const { id, expires } = await publishAlert(request, adminAuth.headers)

    const publishedAt = Date.now()
    for (const lang of languages) {
      // Within seconds of publishing, in the server's HTML (no JavaScript needed to see it). The first request after
      // a publish renders the page again: on a loaded two-core machine that alone can take several seconds.
      await expect
        .poll(async () => (await request.get(`${lang.prefix}/`)).text(), { timeout: 15_000, intervals: [250] })
        .toContain(TITLE[lang.code])
      console.log(`alert in the ${lang.code} home page's HTML ${Date.now() - publishedAt} ms after publishing`)
      await page.goto(`${lang.prefix}/`)
      const banner = page.getByRole('region', { name: lang.code === 'ar' ? 'التنبيهات' : 'Alerts' })
      const item = banner.getByRole('listitem').filter({ hasText: TITLE[lang.code] })
      await expect(item).toBeVisible()
      await expect(item).toContainText(lang.code === 'ar' ? 'تحذير:' : 'Warning:')
      await expect(item).toContainText(MESSAGE[lang.code])
      await expect(banner.getByRole('link', { name: lang.code === 'ar' ? /كل التنبيهات/ : /All alerts/ })).toHaveAttribute('href', `${lang.prefix}/alerts`)
      await axe(page)
    }

    // Dismissed: hidden, and still hidden on the next page; back once the alert changes. (In English: the visits
    // above left the remembered language Arabic.)
    await page.context().clearCookies()
    await page.goto('/about')
    const banner = page.getByRole('region', { name: 'Alerts' })
    await banner.getByRole('button', { name: `Hide this alert: ${TITLE.en}` }).click()
    await expect(banner.getByText(TITLE.en)).toBeHidden()
    await page.goto('/')
    await expect(page.getByText(TITLE.en)).toBeHidden()
    const edited = await request.patch(`/api/alerts/${id}?locale=en`, { headers: adminAuth.headers, data: { message: `${MESSAGE.en} Updated.` } })
    expect(edited.ok(), await edited.text()).toBe(true)
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByText(`${MESSAGE.en} Updated.`)).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 5_000 })

    // The standard feeds.
    const cap = await request.get(`/alerts/${id}.cap`)
    expect(cap.status()).toBe(200)
    expect(cap.headers()['content-type']).toMatch(/^application\/cap\+xml/)
    const xml = await cap.text()
    expect(xml).toContain('<msgType>Update</msgType>')
    expect(xml).toContain(`<headline>${TITLE.ar}</headline>`)
    expect(xml).toContain('<severity>Severe</severity>')
    expect(hasXmllint(), 'xmllint must be installed for the CAP schema check: apt-get install -y libxml2-utils').toBe(true)
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cap-e2e-'))
    try {
      writeFileSync(path.join(dir, 'alert.cap'), xml)
      const lint = spawnSync('xmllint', ['--noout', '--schema', path.resolve('tests/fixtures/cap-v1.2.xsd'), path.join(dir, 'alert.cap')], { encoding: 'utf8' })
      expect(lint.stderr).toContain('validates')
      expect(lint.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    const atom = await (await request.get('/feeds/alerts-ar.atom')).text()
    expect(atom).toContain(`/alerts/${id}.cap"`)
    const api = (await (await request.get('/api/v1/alerts')).json()) as { data: { id: number; capUrl: string }[] }
    expect(api.data).toContainEqual(expect.objectContaining({ id, capUrl: `/alerts/${id}.cap` }))
    for (const lang of languages) {
      await page.goto(`${lang.prefix}/alerts`)
      const current = page.getByRole('region', { name: lang.code === 'ar' ? 'التنبيهات الحالية' : 'Current alerts' })
      await expect(current.getByRole('heading', { name: TITLE[lang.code] })).toBeVisible()
      await expect(current.getByRole('link', { name: lang.code === 'ar' ? 'هذا التنبيه بصيغة CAP 1.2 (XML)' : 'This alert as CAP 1.2 (XML)' }).first()).toHaveAttribute('href', `/alerts/${id}.cap`)
      await axe(page)
    }

    // At its end it leaves the pre-rendered pages, the feeds and the API by itself: nobody edits anything.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expires - Date.now())))
    await expect
      .poll(async () => (await request.get('/ar/about')).text(), { timeout: 20_000, intervals: [500] })
      .not.toContain(TITLE.ar)
    console.log(`alert gone from /ar/about ${Date.now() - expires} ms after its end`)
    expect(await (await request.get('/ar')).text()).not.toContain(TITLE.ar)
    // (English through the page, whose cookies are cleared: `request` remembers Arabic from the visits above.)
    await page.context().clearCookies()
    await page.goto('/')
    await expect(page.getByText(TITLE.en)).toHaveCount(0)
    expect(((await (await request.get('/api/v1/alerts')).json()) as { data: { id: number }[] }).data.map((a) => a.id)).not.toContain(id)
    // Listed as ended on /alerts.
    const list = await (await request.get('/ar/alerts')).text()
    expect(list.indexOf('انتهت خلال آخر 30 يومًا')).toBeGreaterThan(0)
    expect(list.lastIndexOf(TITLE.ar)).toBeGreaterThan(list.indexOf('انتهت خلال آخر 30 يومًا'))
  })
})

for (const lang of languages) {
  test.describe(`/alerts without JavaScript (${lang.code})`, () => {
    test.use({ javaScriptEnabled: false })

    // (axe runs in the page, so it is run on /alerts with JavaScript, in the test above.)
    test('lists current and recent alerts, is small, and is linked from the footer and the 404 page', async ({ page, request }) => {
      await page.goto(`${lang.prefix}/`)
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: lang.code === 'ar' ? /التنبيهات/ : /Alerts/ })
      await expect(footerLink).toHaveAttribute('href', `${lang.prefix}/alerts`)
      await footerLink.click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/alerts$`))
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.code === 'ar' ? 'التنبيهات' : 'Alerts')
      // The seeded examples, over before the tests ran.
      const recent = page.getByRole('region', { name: lang.code === 'ar' ? 'انتهت خلال آخر 30 يومًا' : 'Ended in the last 30 days' })
      await expect(recent.getByRole('heading', { name: lang.code === 'ar' ? 'ضباب على الطريق الجبلي بين ضلكوت ورخيوت' : 'Fog on the Dhalkut–Rakhyut mountain road' })).toBeVisible()
      await expect(recent.getByRole('link', { name: lang.code === 'ar' ? /CAP 1\.2/ : 'This alert as CAP 1.2 (XML)' }).first()).toHaveAttribute('href', /^\/alerts\/\d+\.cap$/)

      const html = await (await request.get(`${lang.prefix}/alerts`)).body()
      expect(gzipSync(html).length, 'compressed size of /alerts').toBeLessThan(30 * 1024)

      await page.goto(`${lang.prefix}/no-such-page-for-alerts`)
      await expect(page.getByRole('main').getByRole('link', { name: lang.code === 'ar' ? 'تنبيهات للزوار' : 'Alerts for visitors' })).toHaveAttribute('href', `${lang.prefix}/alerts`)
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 })

  test('an editor allowed to publish alerts publishes one from a preset in three taps, on the site within 5 s @mutates', async ({ browser, request, adminAuth, baseURL }) => {
    const { headers } = adminAuth
    const email = `e2e-alert-editor-${Date.now()}@example.com`
    const password = 'Alert-editor-e2e-password-frankincense-1'
    const made = await request.post('/api/users', { headers, data: { email, password, role: 'editor', publishAlerts: true, name: 'Alert editor' } })
    expect(made.ok(), await made.text()).toBe(true)
    const userId = ((await made.json()) as { doc: { id: number } }).doc.id
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL })
    let alertId: number | undefined
    try {
      const login = await context.request.post('/api/users/login', { data: { email, password } })
      expect(login.ok(), await login.text()).toBe(true)
      const page = await context.newPage()
      await page.goto('/admin/collections/alerts')
      const presets = page.getByTestId('alert-presets')
      // 1: the preset (the first, dense fog, is chosen already: a tap on the list shows it). 2: create the draft.
      await presets.getByLabel('Preset').selectOption('mountain-fog')
      await presets.getByRole('button', { name: 'Create draft' }).tap()
      await expect(page).toHaveURL(/\/admin\/collections\/alerts\/\d+$/)
      alertId = Number(new URL(page.url()).pathname.split('/').pop())
      await expect(page.locator('#field-title')).toHaveValue('Dense fog on mountain roads')
      // Nothing to scroll sideways on the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      // 3: publish.
      await page.getByRole('button', { name: 'Publish changes' }).tap()
      const published = Date.now()
      for (const path of ['/', '/ar']) {
        await expect
          .poll(async () => (await request.get(path)).text(), { timeout: 5_000, intervals: [250] })
          .toContain(path === '/ar' ? 'ضباب كثيف على الطرق الجبلية' : 'Dense fog on mountain roads')
      }
      test.info().annotations.push({ type: 'on both home pages after the tap', description: `${Date.now() - published} ms` })
    } finally {
      await context.close()
      if (alertId) await request.delete(`/api/alerts/${alertId}`, { headers })
      await request.delete(`/api/users/${userId}`, { headers })
    }
  })
})
