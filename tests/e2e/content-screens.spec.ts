/**
 * The content screens of the CMS in both languages: economy, privacy, open data (table, downloads, DCAT metadata,
 * sidebar), open-data details, e-visa, supplier registration, social and digital participation. Each renders its
 * seeded content, its breadcrumb links work, new-tab links carry `noopener`, unknown addresses are a 404, and
 * axe finds nothing.
 */
import type { Page } from '@playwright/test'

import { typedRecords } from '../../src/features/open-data/columns'
import { csvToRecords } from '../../src/features/open-data/csv'
import arComponents from '../../src/i18n/messages/ar/components.json' with { type: 'json' }
import arContent from '../../src/i18n/messages/ar/content.json' with { type: 'json' }
import enComponents from '../../src/i18n/messages/en/components.json' with { type: 'json' }
import enContent from '../../src/i18n/messages/en/content.json' with { type: 'json' }
import { datasets as seededDatasets } from '../../src/seed/data/open-data'
import { expect, expectNoSidewaysScroll, languages, startCarousel, test } from './fixtures'

const messages = {
  en: { ...enComponents, ...enContent },
  ar: { ...arComponents, ...arContent },
}

const texts = {
  en: {
    home: 'Home',
    tourism: 'Tourism sector',
    logistics: 'Logistics sector',
    privacy: 'Privacy policy',
    privacyHeading: 'What is stored in your browser',
    openData: 'Open data',
    guide: 'Guide to using the data',
    visa: 'E-visa',
    visaButton: 'Apply for an eVisa',
    supplier: 'Supplier registration services',
    supplierHeading: 'Before you register',
    social: 'Follow us',
    participation: 'Digital participation',
    participationHeading: 'Rate any page',
  },
  ar: {
    home: 'الرئيسية',
    tourism: 'قطاع السياحة',
    logistics: 'قطاع الخدمات اللوجستية',
    privacy: 'سياسة الخصوصية',
    privacyHeading: 'ما يُحفظ في متصفحك',
    openData: 'البيانات المفتوحة',
    guide: 'دليل استخدام البيانات',
    visa: 'التأشيرة الإلكترونية',
    visaButton: 'قدّم طلب التأشيرة الإلكترونية',
    supplier: 'خدمات تسجيل الموردين',
    supplierHeading: 'قبل التسجيل',
    social: 'تابعونا',
    participation: 'المشاركة الإلكترونية',
    participationHeading: 'قيّموا أي صفحة',
  },
}

const breadcrumb = (page: Page, label: string) => page.getByRole('navigation', { name: label })

/** Every link that opens a new tab keeps the opened page from reaching back to this one. */
async function expectNoopener(page: Page) {
  const rels = await page.locator('main a[target="_blank"]').evaluateAll((links) => links.map((a) => a.getAttribute('rel') ?? ''))
  expect(rels.length).toBeGreaterThan(0)
  for (const rel of rels) expect(rel.split(/\s+/)).toContain('noopener')
}

for (const lang of languages) {
  const t = texts[lang.code]
  const m = messages[lang.code]

  test.describe(`content screens (${lang.code})`, () => {
    test('economy: default page, picture carousel, sidebar and breadcrumb @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/economy`)
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/economy/Tourism-Sector$`))
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.tourism)
      const crumbs = breadcrumb(page, m.Breadcrumb.label)
      await expect(crumbs.getByRole('listitem')).toHaveText([t.home, m.Economy.projects, t.tourism])

      const carousel = page.getByRole('region', { name: m.ContentScreens.pictures })
      await startCarousel(carousel)
      await carousel.getByRole('button', { name: m.Carousel.pause }).click()
      const currentDot = carousel.locator('[aria-current="true"]')
      await expect(currentDot).toHaveAttribute('aria-label', m.Carousel.goTo.replace('{number}', '1'))
      await carousel.getByRole('button', { name: m.Carousel.next }).click()
      await expect(currentDot).toHaveAttribute('aria-label', m.Carousel.goTo.replace('{number}', '2'))
      await carousel.getByRole('button', { name: m.Carousel.previous }).click()
      await expect(currentDot).toHaveAttribute('aria-label', m.Carousel.goTo.replace('{number}', '1'))
      await expect(page.locator('main figcaption').first()).not.toBeEmpty()

      const projects = page.getByTestId('economy-projects').getByRole('link')
      await expect(projects).toHaveCount(6)
      await expect(projects.first()).toHaveAttribute('aria-current', 'page')
      await expectNoSidewaysScroll(page)
      await axe(page)

      await projects.filter({ hasText: t.logistics }).click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/economy/Logistics-Sector$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.logistics)
      await crumbs.getByRole('link', { name: m.Economy.projects }).click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/economy/Tourism-Sector$`))
      await crumbs.getByRole('link', { name: t.home }).click()
      await expect(page).toHaveURL((url) => url.pathname === (lang.prefix || '/'))
    })

    test('privacy, supplier registration and digital participation render their CMS page @phone', async ({ page, axe }) => {
      const screens = [
        { path: '/privacy', title: t.privacy, heading: t.privacyHeading },
        { path: '/Supplier-registration-services', title: t.supplier, heading: t.supplierHeading },
        { path: '/digital-participation', title: t.participation, heading: t.participationHeading },
      ]
      for (const screen of screens) {
        const response = await page.goto(`${lang.prefix}${screen.path}`)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title)
        await expect(page.getByRole('heading', { level: 2, name: screen.heading })).toBeVisible()
        await expect(page.locator(`link[rel="canonical"]`)).toHaveAttribute('href', new RegExp(`${lang.prefix}${screen.path}$`))
        await expectNoSidewaysScroll(page)
        await axe(page)
      }
      await breadcrumb(page, m.Breadcrumb.label).getByRole('link', { name: t.home }).click()
      await expect(page).toHaveURL((url) => url.pathname === (lang.prefix || '/'))
    })

    test('open data: table, new-tab downloads, DCAT metadata, sidebar @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/open-data`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.openData)
      const table = page.getByRole('table', { name: m.OpenData.caption })
      await expect(table.getByRole('columnheader')).toHaveText(Object.values(m.OpenData.columns))
      await expect(table.locator('tbody tr')).toHaveCount(7)
      await expect(page.getByTestId('download-now')).toHaveCount(7)
      await expect(page.getByTestId('download-json')).toHaveCount(7)
      await expectNoopener(page)
      await expectNoSidewaysScroll(page)

      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
      const catalog = jsonLd.find((data) => data['@type'] === 'dcat:Catalog')
      expect(catalog['dcat:dataset']).toHaveLength(7)
      const first = catalog['dcat:dataset'][0]
      expect(first['dct:license']).toEqual({ '@id': 'https://creativecommons.org/licenses/by/4.0/' })
      expect(first['dct:publisher']['foaf:name']['@language']).toBe(lang.code)
      expect(first['dct:modified']['@value']).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(first['dcat:distribution'].map((d: Record<string, { '@id': string }>) => d['dct:format']['@id'])).toEqual([
        'https://www.iana.org/assignments/media-types/text/csv',
        'https://www.iana.org/assignments/media-types/application/json',
      ])
      const schemaCatalog = jsonLd.find((data) => data['@type'] === 'DataCatalog')
      const wilayatsSchema = schemaCatalog.dataset.find((d: { identifier: string }) => d.identifier === 'wilayats')
      expect(wilayatsSchema.variableMeasured).toContainEqual({
        '@type': 'PropertyValue',
        name: 'lat',
        description: lang.code === 'ar' ? 'خط العرض بالدرجات العشرية (WGS 84)' : 'Latitude in decimal degrees (WGS 84)',
      })

      await expect(page.getByTestId('latest-news').getByRole('listitem')).toHaveCount(2)
      await axe(page)

      const search = page.getByTestId('news-search-input')
      await search.fill('   ')
      await search.press('Enter')
      expect(await search.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false)
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/open-data$`))
      await search.fill('  Salalah  ')
      await search.press('Enter')
      await expect(page).toHaveURL(/\/searchresult\?q=/)
      expect(new URL(page.url()).searchParams.get('q')?.trim()).toBe('Salalah')
    })

    test('open data: every data set downloads as CSV and as the same rows in JSON, typed by its columns', async ({ page }) => {
      await page.goto(`${lang.prefix}/open-data`)
      const csvLinks = await page.getByTestId('download-now').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      const jsonLinks = await page.getByTestId('download-json').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      expect(csvLinks).toHaveLength(7)
      for (const [index, csvLink] of csvLinks.entries()) {
        const csv = await page.request.get(csvLink)
        expect(csv.status()).toBe(200)
        expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
        expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/)
        const key = /\/([a-z0-9-]+)\.csv$/.exec(csvLink)?.[1]
        const columns = seededDatasets.find((d) => d.key === key)?.columns
        expect(columns, csvLink).toBeDefined()
        const rows = typedRecords(csvToRecords(await csv.text()), columns!)
        expect(rows.length).toBeGreaterThan(0)

        const json = await page.request.get(jsonLinks[index])
        expect(json.status()).toBe(200)
        expect(json.headers()['content-type']).toBe('application/json')
        expect(json.headers()['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.json"$/)
        expect(await json.json()).toEqual(rows)
      }
      const wilayats = await (await page.request.get(`${lang.prefix}/open-data/download/wilayats.json`)).json()
      expect(wilayats).toHaveLength(10)
      expect(wilayats[0]).toMatchObject({ id: 'salalah', name_en: 'Salalah', name_ar: 'صلالة', coastal: true, lat: 17.02, lng: 54.09 })
      for (const missing of ['no-such-set.csv', 'no-such-set.json', 'wilayats.xml', 'WILAYATS.csv']) {
        expect((await page.request.get(`/open-data/download/${missing}`)).status(), missing).toBe(404)
      }
    })

    test('open data details: breadcrumb back to open data; unknown pages are a 404 @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/open-data-details/open-data-guide`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.guide)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await axe(page)
      await breadcrumb(page, m.Breadcrumb.label).getByRole('link', { name: t.openData }).click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/open-data$`))
      for (const path of ['/open-data-details/no-such-page', '/open-data-details/Tourism-Sector', '/economy/No-Such-Sector', '/economy/open-data-guide']) {
        expect((await page.goto(`${lang.prefix}${path}`))?.status(), path).toBe(404)
      }
    })

    test('e-visa: apply button in a new tab and the VisaImage pictures @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/e-visa`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.visa)
      const button = page.getByTestId('visa-button')
      await expect(button).toContainText(t.visaButton)
      await expect(button).toHaveAttribute('href', 'https://evisa.rop.gov.om')
      await expect(button).toHaveAttribute('target', '_blank')
      await expectNoopener(page)
      const pictures = page.getByTestId('visa-images').locator('img')
      await expect(pictures).toHaveCount(3)
      for (const alt of await pictures.evaluateAll((images) => images.map((img) => img.getAttribute('alt')))) expect(alt).toBeTruthy()
      await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
      await expectNoSidewaysScroll(page)
      await axe(page)
      await breadcrumb(page, m.Breadcrumb.label).getByRole('link', { name: t.home }).click()
      await expect(page).toHaveURL((url) => url.pathname === (lang.prefix || '/'))
    })

    test('social: five account cards opening in a new tab @phone', async ({ page, axe }) => {
      await page.goto(`${lang.prefix}/social`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.social)
      const cards = page.getByTestId('social-cards').getByRole('link')
      await expect(cards).toHaveCount(5)
      const networks = ['x', 'youtube', 'instagram', 'linkedin', 'snapchat'] as const
      const hosts = ['x.com', 'www.youtube.com', 'www.instagram.com', 'www.linkedin.com', 'www.snapchat.com']
      for (const [index, network] of networks.entries()) {
        const card = cards.nth(index)
        const name = m.ContentScreens.networks[network]
        await expect(card).toContainText(name)
        await expect(card).toContainText(m.ContentScreens.followOn.replace('{network}', name))
        expect(new URL((await card.getAttribute('href')) ?? '').host).toBe(hosts[index])
        await expect(card).toHaveAttribute('target', '_blank')
      }
      await expectNoopener(page)
      await expectNoSidewaysScroll(page)
      await axe(page)
    })
  })
}
