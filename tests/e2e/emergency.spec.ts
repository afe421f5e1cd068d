/**
 * The emergency numbers page (/emergency, /ar/emergency): 9999 first, then every wilayat under its own anchor with
 * its hospital, every number a `tel:` link in Latin digits and a big tap target, in both languages, at desktop and
 * phone size, axe-clean; reached from every page's footer, from each wilayat's page (to that wilayat's anchor) and
 * from the offline screen; in the sitemap with its canonical and language alternates. An editor's save is on the page
 * within seconds (through the origin's response cache); an anonymous write is refused.
 */
import { expect, expectNoSidewaysScroll, languages, test } from './fixtures'

const run = Date.now().toString(36)
const editorEmail = `e2e-emergency-editor-${run}@example.com`
const editorPassword = 'Emergency-e2e-password-frankincense-1'

const WILAYAT_SLUGS = ['Salalah', 'Taqah', 'Mirbat', 'Rakhyut', 'Thumrait', 'Dhalkut', 'Al-Mazyunah', 'Muqshin', 'Shalim', 'Sadah']

const TEXT = {
  en: { title: 'Emergency numbers', general: 'For the whole governorate', taqah: 'Taqah', taqahLink: 'Emergency numbers and hospitals in Taqah', offline: 'Hospitals and other emergency numbers', hospital: 'Taqah Hospital' },
  ar: { title: 'أرقام الطوارئ', general: 'للمحافظة كلها', taqah: 'طاقة', taqahLink: 'أرقام الطوارئ والمستشفيات في طاقة', offline: 'المستشفيات وأرقام الطوارئ الأخرى', hospital: 'مستشفى طاقة' },
} as const

for (const lang of languages) {
  const t = TEXT[lang.code]

  test.describe(`emergency numbers (${lang.code})`, () => {
    test('9999 first, then every wilayat under its anchor, each number a big tel: link in Latin digits @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/emergency`)
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)

      const general = page.getByRole('region', { name: t.general })
      const firstCall = general.locator('a[href^="tel:"]').first()
      await expect(firstCall).toHaveAttribute('href', 'tel:9999')
      await expect(firstCall).toHaveText('9999')
      const box = await firstCall.boundingBox()
      expect(box?.height ?? 0, 'height of a call link').toBeGreaterThanOrEqual(44)
      expect(box?.width ?? 0, 'width of a call link').toBeGreaterThanOrEqual(44)

      const ids = await page.locator('main h3[id]').evaluateAll((headings) => headings.map((h) => h.id))
      expect(ids).toEqual(WILAYAT_SLUGS)
      const taqah = page.getByRole('region', { name: t.taqah, exact: true })
      await expect(taqah.getByRole('heading', { level: 4 })).toHaveText([t.hospital])
      // No number is shown for a hospital nobody has checked: the page says to call 9999.
      await expect(taqah.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:9999')

      const calls = await page.locator('main a[href^="tel:"]').evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href'), text: a.textContent })))
      expect(calls.length).toBeGreaterThanOrEqual(WILAYAT_SLUGS.length + 1)
      for (const call of calls) {
        expect(call.href).toMatch(/^tel:\+?\d{3,15}$/)
        expect(call.text, 'Latin digits').toMatch(/^\+?[0-9][0-9 -]*$/)
      }

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${lang.prefix}/emergency$`))
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar\/emergency$/)
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/emergency$/)
      await expectNoSidewaysScroll(page)
      await axe(page)
      // The accessibility panel's high-contrast mode (the attribute it sets): the call buttons keep their contrast.
      await page.evaluate(() => document.documentElement.setAttribute('data-contrast', 'high'))
      await axe(page)
    })

    test('the footer of every page, each wilayat’s page and the offline screen link to it @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/news-list`)
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: t.title, exact: true })
      await expect(footerLink).toHaveAttribute('href', `${lang.prefix}/emergency`)
      await footerLink.click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/emergency$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)

      await page.goto(`${lang.prefix}/state-details/Taqah`)
      const wilayatLink = page.getByRole('main').getByRole('link', { name: t.taqahLink })
      await expect(wilayatLink).toHaveAttribute('href', `${lang.prefix}/emergency#Taqah`)
      await axe(page)
      await wilayatLink.click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/emergency#Taqah$`))
      await expect(page.locator('#Taqah')).toHaveText(t.taqah)
      await expect(page.locator('#Taqah')).toBeInViewport()

      await page.goto(`${lang.prefix}/offline`)
      await expect(page.getByRole('main').getByRole('link', { name: t.offline })).toHaveAttribute('href', `${lang.prefix}/emergency`)
    })
  })
}

test('the sitemap lists the page in both languages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toMatch(/<loc>[^<]*\/emergency<\/loc>/)
  expect(xml).toMatch(/<loc>[^<]*\/ar\/emergency<\/loc>/)
})

test("an editor's save is on the page within seconds; an anonymous write is refused @mutates", async ({ page, playwright, request, adminAuth, baseURL }) => {
  const { headers } = adminAuth
  const anonymous = await request.post('/api/globals/emergency-numbers?locale=en', { data: { intro: 'Not allowed' } })
  expect(anonymous.status()).toBe(403)

  const made = await request.post('/api/users', { headers, data: { email: editorEmail, password: editorPassword, role: 'editor', name: `Editor ${run}` } })
  expect(made.ok(), await made.text()).toBe(true)
  const editorId = ((await made.json()) as { doc: { id: number } }).doc.id
  const editor = await playwright.request.newContext({ baseURL })
  const original = (await (await request.get('/api/globals/emergency-numbers?locale=en&depth=0', { headers })).json()) as {
    wilayats: { id: string; wilayat: string; facilities: { id: string; name: string; phone?: string | null }[] }[]
  }
  const name = `Check clinic ${run}`
  // The page as served before the save (kept by the origin's response cache and Next's), so the save must expire it.
  await page.goto('/emergency')
  await expect(page.getByRole('region', { name: 'Mirbat', exact: true }).getByRole('heading', { level: 4 })).toHaveText(['Mirbat Hospital'])
  try {
    const login = await editor.post('/api/users/login', { data: { email: editorEmail, password: editorPassword } })
    expect(login.ok(), await login.text()).toBe(true)
    const editorHeaders = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    // A real public number (Dhofar Municipality's), so the page never shows a made-up one, even for a moment.
    const wilayats = original.wilayats.map((w) => (w.wilayat === 'MirbatRegion' ? { ...w, facilities: [...w.facilities, { name, phone: '1771' }] } : w))
    const saved = await editor.post('/api/globals/emergency-numbers?locale=en', { headers: editorHeaders, data: { wilayats } })
    expect(saved.ok(), await saved.text()).toBe(true)

    const mirbat = page.getByRole('region', { name: 'Mirbat', exact: true })
    await expect(async () => {
      await page.goto('/emergency')
      await expect(mirbat.getByRole('heading', { level: 4, name })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(mirbat.getByRole('link', { name: new RegExp(`${name}.*1771`) })).toHaveAttribute('href', 'tel:1771')
  } finally {
    const restored = await request.post('/api/globals/emergency-numbers?locale=en', { headers, data: { wilayats: original.wilayats } })
    expect(restored.ok(), await restored.text()).toBe(true)
    await request.delete(`/api/users/${editorId}`, { headers })
    await editor.dispose()
  }
  await expect(async () => {
    await page.goto('/emergency')
    await expect(page.getByRole('heading', { level: 4, name })).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
})
