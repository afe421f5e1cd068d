/**
 * What search engines, link previews and calendar apps get: robots.txt, the sitemap, Open Graph and
 * Twitter cards with their images, titles without the site name twice, structured data, honest calendars, and a
 * 404 that is server-rendered in the site's layout.
 */
import ICAL from 'ical.js'
import robotsParser from 'robots-parser'
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import sharp from 'sharp'

import { DETAIL_BASES } from '../../src/lib/page-routes'
import { expect, languages, test } from './fixtures'
import { csvProblems, feedProblems, hasXmllint, parseSitemapStrictly, sitemapProblems } from './support/independent-checks'

const siteNames = { en: 'Dhofar Governorate', ar: 'محافظة ظفار' } as const

test('robots.txt names the absolute sitemap and keeps crawlers out of the admin and search results', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const text = await robots.text()
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain('Disallow: /searchresult')
})

test('robots.txt lets crawlers fetch every picture the structured data and the cards point at', async ({ request, baseURL }) => {
  const robots = robotsParser(new URL('/robots.txt', baseURL).href, await (await request.get('/robots.txt')).text())
  const images = new Set<string>()
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string' && /^(image|logo|url|contentUrl|thumbnailUrl)$/.test(key) && /\.(jpe?g|png|webp|avif|gif|svg)(\?|$)/i.test(value)) images.add(value)
    else if (Array.isArray(value)) value.forEach((item) => collect(item, key))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k)
  }
  const paths = ['/', '/news-details/khareef-season-preparations-completed', '/event-details/khareef-dhofar-festival', '/state-details/Salalah', '/interactiveMap', '/ar/about']
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) collect(JSON.parse(json))
    for (const [, url] of html.matchAll(/<meta (?:property|name)="(?:og:image|twitter:image)" content="([^"]+)"/g)) images.add(url)
  }
  expect([...images].some((url) => new URL(url).pathname.startsWith('/api/media/file/')), 'JSON-LD names uploaded pictures').toBe(true)
  expect([...images].some((url) => new URL(url).pathname.startsWith('/og/')), 'cards').toBe(true)
  for (const url of images) expect(robots.isAllowed(url, 'Googlebot'), url).toBe(true)
  expect(robots.isAllowed(new URL('/api/pages', baseURL).href, 'Googlebot')).toBe(false)
})

test('sitemap.xml lists published pages of both languages with hreflang alternates and lastmod', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  expect(urls).toContain('/about')
  expect(urls).toContain('/ar/about')
  expect(urls).toContain('/event-details/khareef-dhofar-festival')
  expect(urls).toContain('/ar/news-list')
  expect(urls).toContain('/upcoming-events')
  expect(urls).toContain('/past-events')
  expect(urls).toContain('/ar/past-events')
  // Every address has a lastmod, the list screens too (the latest change of what they list).
  const blocks = xml.split('<url>').slice(1)
  expect(blocks.filter((block) => !block.includes('<lastmod>')).map((block) => /<loc>([^<]+)</.exec(block)?.[1])).toEqual([])
  expect(urls.some((u) => u.includes('searchresult') || u.startsWith('/admin'))).toBe(false)
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+"\s*\/>/)
  expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
})

/**
 * Independent consumers (tests/e2e/support/independent-checks.ts): each check is also fed a broken copy of what
 * the site served, to show it can fail.
 */
test('the sitemap robots.txt names is valid against the sitemaps.org schema (xmllint) and its hreflang alternates are reciprocal', async ({ request, baseURL }) => {
  expect(hasXmllint(), 'xmllint must be installed for the sitemap schema check: apt-get install -y libxml2-utils').toBe(true)
  const named = /^Sitemap: (\S+)$/m.exec(await (await request.get('/robots.txt')).text())?.[1]
  expect(named, 'robots.txt names a sitemap').toBeTruthy()
  const url = new URL(named!)
  expect(url.origin).toBe(new URL(baseURL!).origin)
  const response = await request.get(url.pathname)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/xml/)
  const xml = await response.text()
  expect(await sitemapProblems(xml)).toEqual([])
  // Every address names its three alternates (en, ar, x-default), and each alternate is itself listed.
  const items = await parseSitemapStrictly(xml)
  const listed = new Set(items.map((item) => item.url))
  for (const item of items) {
    expect(item.links.map((link) => link.lang).sort(), item.url).toEqual(['ar', 'en', 'x-default'])
    for (const link of item.links) expect(listed.has(link.url), `${item.url} → ${link.url}`).toBe(true)
  }
  const broken = {
    'alternates before lastmod (what Next 16 writes)': xml.replace(/(<lastmod>[^<]*<\/lastmod>\n)((?:<xhtml:link[^>]*\/>\n)+)/, '$2$1'),
    'a lastmod that is not a date': xml.replace(/<lastmod>[^<]*</, '<lastmod>yesterday<'),
    'a url without loc': xml.replace(/<loc>[^<]*<\/loc>/, ''),
    'an alternate without rel': xml.replace(/<xhtml:link rel="alternate" /, '<xhtml:link '),
  }
  for (const [what, bad] of Object.entries(broken)) {
    expect(bad, what).not.toBe(xml)
    expect(await sitemapProblems(bad), what).not.toEqual([])
  }
})

test('open data: every CSV in the DCAT catalogue parses strictly (csv-parse), is lossless UTF-8, and ?bom=1 is the same bytes after a BOM', async ({ request }) => {
  const html = await (await request.get('/open-data')).text()
  const graphs = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]))
  const catalog = graphs.find((g) => g['@type'] === 'dcat:Catalog')
  const datasets = catalog['dcat:dataset'] as { 'dcat:distribution': { 'dcat:downloadURL': { '@id': string } }[] }[]
  const csvUrls = datasets.flatMap((d) => d['dcat:distribution'].map((x) => x['dcat:downloadURL']['@id']).filter((u) => u.endsWith('.csv')))
  expect(csvUrls.length).toBeGreaterThan(0)
  expect(csvUrls).toHaveLength(datasets.length)
  for (const url of csvUrls) {
    const path = new URL(url).pathname
    const plain = await request.get(path)
    expect(plain.status(), path).toBe(200)
    expect(plain.headers()['content-type'], path).toBe('text/csv; charset=utf-8')
    const body = await plain.body()
    const { problems, records } = csvProblems(body)
    expect(problems, path).toEqual([])
    expect(records.length, path).toBeGreaterThan(1)
    const excel = await (await request.get(`${path}?bom=1`)).body()
    expect(excel.equals(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body])), `${path}?bom=1`).toBe(true)

    const text = body.toString('utf8')
    const broken = {
      'a bare quote inside a field': Buffer.from(text.replace(/\n(?=[^\n])/, '\nx"y')),
      'a record one field short': Buffer.from(`${text.replace(/(?<!\n)$/, '\r\n')}${'x,'.repeat(records[0].length - 2)}x\r\n`),
      'a byte that is not UTF-8': Buffer.concat([body, Buffer.from([0xff])]),
    }
    for (const [what, bad] of Object.entries(broken)) expect(csvProblems(bad).problems, `${path}: ${what}`).not.toEqual([])
  }
})

for (const lang of languages) {
  test(`open data: the page offers the CSV for Excel beside the plain one; only that one has a BOM (${lang.code})`, async ({ page, request }) => {
    await page.goto(`${lang.prefix}/open-data`)
    const row = page.getByTestId('open-data-table').locator('tr').filter({ has: page.locator('a[href="/open-data/download/wilayats.csv"]') })
    const link = row.getByTestId('download-excel')
    await expect(link).toHaveText(new RegExp(lang.code === 'ar' ? 'CSV لبرنامج Excel' : 'CSV for Excel'))
    expect(await link.getAttribute('href')).toBe('/open-data/download/wilayats.csv?bom=1')
    const plain = await request.get('/open-data/download/wilayats.csv')
    expect((await plain.body()).subarray(0, 3).toString('hex')).not.toBe('efbbbf')
    const excel = await request.get((await link.getAttribute('href'))!)
    expect((await excel.body()).subarray(0, 3).toString('hex')).toBe('efbbbf')
    expect(excel.headers()['content-disposition']).toContain('wilayats-excel.csv')
  })
}

for (const lang of languages) {
  test(`Open Graph, Twitter card and a title without the site name twice (${lang.code})`, async ({ page, request }) => {
    await page.goto(`${lang.prefix}/FAQ`)
    const title = await page.title()
    expect(title.split(siteNames[lang.code]).length - 1, title).toBe(1)
    const meta = (property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`).first()
    await expect(meta('og:title')).toHaveAttribute('content', /.+/)
    await expect(meta('og:url')).toHaveAttribute('content', new RegExp(`^https?://[^/]+${lang.prefix}/FAQ$`))
    await expect(meta('og:site_name')).toHaveAttribute('content', siteNames[lang.code])
    await expect(meta('og:locale')).toHaveAttribute('content', lang.code === 'ar' ? 'ar_AR' : 'en_US')
    await expect(meta('og:locale:alternate')).toHaveAttribute('content', lang.code === 'ar' ? 'en_US' : 'ar_AR')
    await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image')
    await expect(meta('og:image:width')).toHaveAttribute('content', '1200')
    const image = await meta('og:image').getAttribute('content')
    expect(image).toMatch(/^https?:\/\//)
    const card = await request.get(new URL(image!).pathname)
    expect(card.status()).toBe(200)
    expect(card.headers()['content-type']).toBe('image/jpeg')
    expect((await card.body()).length).toBeGreaterThan(5000)
  })

  test(`home: GovernmentOrganization and WebSite with a SearchAction (${lang.code})`, async ({ page, request }) => {
    await page.goto(`${lang.prefix}/`)
    const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t))
    const nodes = graphs.flatMap((g) => g['@graph'] ?? [g])
    const org = nodes.find((n) => n['@type'] === 'GovernmentOrganization')
    expect(org.name).toBe(siteNames[lang.code])
    expect(org.address.addressCountry).toBe('OM')
    expect(org.sameAs.length).toBeGreaterThan(0)
    const logo = await request.get(new URL(org.logo.url).pathname)
    expect(logo.headers()['content-type']).toBe('image/png')
    const site = nodes.find((n) => n['@type'] === 'WebSite')
    expect(site.potentialAction.target.urlTemplate).toMatch(new RegExp(`${lang.prefix}/searchresult\\?q=\\{search_term_string\\}$`))
  })

  test(`event: end date on the page, in JSON-LD and in the calendar file; a hidden date is published nowhere (${lang.code})`, async ({ page, request }) => {
    await page.goto(`${lang.prefix}/event-details/khareef-dhofar-festival`)
    await expect(page.getByTestId('event-end')).toContainText('23:00')
    const event = JSON.parse((await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) => t.includes('"Event"'))!)
    expect(new Date(event.endDate).getTime() - new Date(event.startDate).getTime()).toBe(7 * 3600_000)
    expect(event.location['@type']).toBe('Place')
    expect(event.location.geo.latitude).toBe(17.0194)
    expect(event.organizer.logo.url).toMatch(/\/og\/logo\.png$/)
    const ics = await (await request.get(`${lang.prefix}/event-details/khareef-dhofar-festival/calendar.ics`)).text()
    expect(ics).toContain(`PRODID:-//Dhofar Governorate//Events//${lang.code.toUpperCase()}`)
    expect(ics).toContain('GEO:17.0194;54.0897')
    expect(ics).toMatch(/DTEND:\d{8}T190000Z/)
    // What a calendar app reads, through an independent parser: the page's start and end, its place and coordinates.
    const calendar = new ICAL.Component(ICAL.parse(ics))
    const vevent = calendar.getFirstSubcomponent('vevent')!
    const parsed = new ICAL.Event(vevent)
    expect(parsed.startDate.toJSDate().toISOString()).toBe(new Date(event.startDate).toISOString())
    expect(parsed.endDate.toJSDate().toISOString()).toBe(new Date(event.endDate).toISOString())
    expect(parsed.summary).toBe(event.name)
    expect(parsed.location).toBeTruthy()
    expect(vevent.getFirstPropertyValue('geo')).toEqual([17.0194, 54.0897])
    expect(calendar.getFirstPropertyValue('prodid')).toBe(`-//Dhofar Governorate//Events//${lang.code.toUpperCase()}`)

    await page.goto(`${lang.prefix}/event-details/khareef-mountain-cycling-challenge`)
    const hidden = (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) => t.includes('"Event"'))!
    expect(hidden).not.toContain('startDate')
    expect(hidden).not.toContain('endDate')
    expect((await request.get(`${lang.prefix}/event-details/khareef-mountain-cycling-challenge/calendar.ics`)).status()).toBe(404)
  })

  test(`the news feed the news list links to parses (feed-parser), every item with a title, link and date (${lang.code})`, async ({ request }) => {
    const html = await (await request.get(`${lang.prefix}/news-list`)).text()
    const link = /<link[^>]*type="application\/rss\+xml"[^>]*>/.exec(html)?.[0]
    const href = link && /href="([^"]+)"/.exec(link)?.[1]
    expect(href, 'the news list links to its feed').toBeTruthy()
    const path = new URL(href!, 'http://site.invalid').pathname
    expect(path).toBe(lang.code === 'ar' ? '/feeds/news-ar.xml' : '/feeds/news.xml')
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toContain(`<language>${lang.code}</language>`)
    const { problems, items } = feedProblems(xml)
    expect(problems).toEqual([])
    expect(items).toBeGreaterThan(0)
    const broken = {
      'an item without a date': xml.replace(/<pubDate>[^<]*<\/pubDate>/, ''),
      'an item without a title': xml.replace(/(<item>\s*)<title>[^<]*<\/title>/, '$1'),
      'not a feed': xml.replace(/<rss\b[^>]*>/, '<html>').replace('</rss>', '</html>'),
    }
    for (const [what, bad] of Object.entries(broken)) {
      expect(bad, what).not.toBe(xml)
      expect(feedProblems(bad).problems, what).not.toEqual([])
    }
  })

  test(`404: in the site layout with a heading, a search box and the main sections (${lang.code})`, async ({ page, axe }) => {
    const response = await page.goto(`${lang.prefix}/no-such-page-here`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code)
    await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
    await expect(page.locator('h1')).toHaveText(lang.code === 'ar' ? 'الصفحة غير موجودة' : 'Page not found')
    await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible()
    await expect(page.getByRole('navigation', { name: lang.code === 'ar' ? 'الأقسام الرئيسية' : 'Main sections' }).getByRole('link')).toHaveCount(9)
    // The alerts for visitors among them (a lost visitor may have followed an old link to a closed road or beach).
    await expect(page.getByRole('link', { name: lang.code === 'ar' ? 'تنبيهات للزوار' : 'Alerts for visitors' })).toHaveAttribute('href', `${lang.prefix}/alerts`)
    await axe(page)
  })

  // Without JavaScript: the 404 is in the HTML the server sends (ADR 0022), for an unknown address and a missing article.
  test(`404: server-rendered HTML with lang, dir, h1 and the search box (${lang.code})`, async ({ request }) => {
    // Every detail screen (a new one in DETAIL_BASES is covered by itself), unknown addresses and an undecodable one.
    const details = Object.values(DETAIL_BASES).map((base) => `${base}/no-such-page`)
    const paths = ['/no-such-page-here', '/a/b/c', ...details, '/news-details/%ZZ']
    const sections = ['/about', '/news-list', '/upcoming-events', '/seasons', '/states', '/interactiveMap', '/open-data']
    for (const path of paths.map((p) => `${lang.prefix}${p}`)) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain(`<html lang="${lang.code}" dir="${lang.dir}"`)
      expect(html, path).not.toContain('__next_error__')
      expect(html.match(/<h1[^>]*>[^<]+<\/h1>/g), path).toHaveLength(1)
      expect(html, path).toContain('name="q"')
      expect(html, path).toContain('<meta name="robots" content="noindex"/>')
      // The links to the main sections, in the server's HTML of the 404 screen itself (not only the site's menus).
      const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? ''
      for (const section of sections) expect(main, `${path} links to ${section}`).toContain(`href="${lang.prefix}${section}"`)
    }
  })
}

/**
 * Every page of the sitemap in both languages: the site name once, one separator between a
 * title's parts (" · "), and the same capitalisation as the page's h1 for the words they share (sentence case: only
 * a part's first word and names are capitalised, so "Privacy Policy" beside an h1 "Privacy policy" fails).
 */
test('every page title names the site once, uses one separator and the capitalisation of its h1; every page has its Open Graph card', async ({ request, playwright, baseURL }) => {
  test.setTimeout(120_000)
  // One client per language: an Arabic page sets the remembered language (NEXT_LOCALE), after which an unprefixed
  // address would be redirected to its Arabic page.
  const clients = { en: await playwright.request.newContext({ baseURL }), ar: await playwright.request.newContext({ baseURL }) }
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))]
  expect(paths.length).toBeGreaterThan(50)
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .trim()
  /** The words after the first of each part: where sentence case and title case differ. */
  const inner = (value: string) => value.split(' · ').flatMap((part) => part.split(/[\s,:;()]+/).filter(Boolean).slice(1))
  const problems: string[] = []
  /** Each card picture named, with one page that names it. */
  const images = new Map<string, string>()
  for (const path of paths) {
    const lang = path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en'
    const response = await clients[lang].get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    const title = text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')
    const h1 = text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
    const site = siteNames[lang]
    if (title.split(site).length - 1 !== 1) problems.push(`${path}: "${title}" does not name the site once`)
    if (/\s(?:\||[-–—]|::)\s/.test(title)) problems.push(`${path}: "${title}" uses another separator than " · "`)
    // Open Graph and the X card on every page: all of them, absolute addresses, this page's own URL.
    const og = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? ''
    for (const key of ['og:title', 'og:description', 'og:site_name', 'og:locale', 'og:locale:alternate', 'twitter:card']) {
      if (!og(key)) problems.push(`${path}: no ${key}`)
    }
    const ogUrl = og('og:url')
    if (!/^https?:\/\//.test(ogUrl) || decodeURIComponent(new URL(ogUrl).pathname) !== decodeURIComponent(path)) problems.push(`${path}: og:url "${ogUrl}"`)
    const ogImage = og('og:image')
    if (!/^https?:\/\//.test(ogImage)) problems.push(`${path}: og:image "${ogImage}"`)
    else images.set(new URL(ogImage.replace(/&amp;/g, '&')).pathname, path)
    if (og('og:image:width') !== '1200' || og('og:image:height') !== '630') problems.push(`${path}: og:image is not said to be 1200×630`)
    if (og('twitter:card') && og('twitter:card') !== 'summary_large_image') problems.push(`${path}: twitter:card ${og('twitter:card')}`)
    const h1Words = new Map(inner(h1).map((word) => [word.toLowerCase(), word]))
    for (const word of inner(title.replace(` · ${site}`, '').replace(`${site} · `, ''))) {
      const there = h1Words.get(word.toLowerCase())
      if (there !== undefined && there !== word) problems.push(`${path}: "${word}" in the title "${title}", "${there}" in the h1 "${h1}"`)
    }
  }
  // The pictures really are 1200×630 JPEGs: the site's card, the generated cards, the pages' own pictures cropped.
  const sample = [...images].filter(([, page]) => !page.startsWith('/ar')).slice(0, 6).concat([...images].filter(([, page]) => page.startsWith('/ar')).slice(0, 6))
  for (const [image, page] of sample) {
    const response = await request.get(image)
    if (response.status() !== 200) {
      problems.push(`${page}: og:image ${image} answers ${response.status()}`)
      continue
    }
    const { width, height, format } = await sharp(await response.body()).metadata()
    if (width !== 1200 || height !== 630 || format !== 'jpeg') problems.push(`${page}: og:image ${image} is a ${width}×${height} ${format}`)
  }
  await Promise.all(Object.values(clients).map((client) => client.dispose()))
  expect(problems).toEqual([])
})

/**
 * The Nu HTML Checker (vnu-jar, on Java) over one page of every template in both languages, found through the
 * sitemap, plus search results and the 404. Needs `java` (17+) on the PATH.
 */
test('every template is valid HTML (Nu HTML Checker)', async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000)
  const java = spawnSync('java', ['-version'])
  expect(java.status, 'java (17+) must be installed to run the Nu HTML Checker').toBe(0)
  // One client per language and no redirects: a client that has opened an Arabic page carries its language cookie,
  // and the site would then send every English address to its Arabic twin, which would be checked twice instead.
  const clients = { en: await playwright.request.newContext({ baseURL }), ar: await playwright.request.newContext({ baseURL }) }
  const langOf = (path: string) => (/^\/ar(?=\/|$|\?)/.test(path) ? 'ar' : 'en')
  const xml = await (await clients.en.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  // One page per template: the first address of each first segment (after the language prefix).
  const template = (path: string) => path.replace(/^\/ar(?=\/|$)/, '').split('/')[1] ?? ''
  const chosen = new Map<string, string>()
  for (const path of paths) if (!chosen.has(`${langOf(path)}:${template(path)}`)) chosen.set(`${langOf(path)}:${template(path)}`, path)
  const pages = [...chosen.values(), '/searchresult?q=khareef', '/ar/searchresult?q=khareef']
  const missing = ['/no-such-page', '/ar/no-such-page', '/news-details/no-such-article', '/ar/event-details/no-such-event']
  const targets = [...pages, ...missing]
  expect(pages.filter((path) => langOf(path) === 'en').length, 'English templates').toBeGreaterThan(10)
  expect(pages.filter((path) => langOf(path) === 'ar').length, 'Arabic templates').toBeGreaterThan(10)
  const dir = testInfo.outputPath('html')
  mkdirSync(dir, { recursive: true })
  const files: string[] = []
  const served: string[] = []
  for (const [i, path] of targets.entries()) {
    const lang = langOf(path)
    const response = await clients[lang].get(path, { maxRedirects: 0 })
    const html = await response.text()
    const expected = missing.includes(path) ? 404 : 200
    if (response.status() !== expected) served.push(`${path}: ${response.status()}, expected ${expected}`)
    if (!new RegExp(`<html[^>]* lang="${lang}"`).test(html)) served.push(`${path}: not an <html lang="${lang}"> document`)
    const file = join(dir, `${i}.html`)
    writeFileSync(file, html)
    files.push(file)
  }
  await Promise.all(Object.values(clients).map((client) => client.dispose()))
  expect(served, 'every page checked is the one asked for, in its own language').toEqual([])
  const jar = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar')
  // The checker's CSS grammar predates container queries (in every browser since 2023), which the header's "More"
  // menu uses (src/components/site/menu-fit.ts): that one message only is set aside.
  const unknownToChecker = '.*Unrecognized at-rule “@container”.*'
  const result = spawnSync('java', ['-jar', jar, '--errors-only', '--filterpattern', unknownToChecker, '--format', 'json', ...files], { encoding: 'utf8' })
  // The checker always reports (on stderr), even when it finds nothing: no report means it did not run.
  expect(result.stderr, 'the Nu HTML Checker ran').toContain('"messages"')
  const messages = (JSON.parse(result.stderr).messages as { url: string; message: string; extract?: string }[]).map(
    (m) => `${targets[Number(/(\d+)\.html$/.exec(m.url)?.[1])]}: ${m.message} ${m.extract ?? ''}`,
  )
  expect(messages, `${targets.length} pages checked`).toEqual([])
})

test('menu labels use the capitalisation of the pages they open', async ({ request }) => {
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ').trim()
  const inner = (value: string) => value.split(/[\s,:;()·]+/).filter(Boolean).slice(1)
  const home = await (await request.get('/')).text()
  const header = /<header[\s\S]*?<\/header>/.exec(home)?.[0] ?? ''
  const links = [...header.matchAll(/<a [^>]*href="(\/[^"#?]*)"[^>]*>([\s\S]*?)<\/a>/g)]
    .map(([, href, label]) => ({ href: href!, label: text(label!) }))
    .filter(({ href, label }) => href !== '/' && label.split(' ').length > 1)
  expect(links.length).toBeGreaterThan(5)
  const problems: string[] = []
  for (const { href, label } of links) {
    const response = await request.get(href)
    if (response.status() !== 200) continue
    const h1 = text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1] ?? '')
    const h1Words = new Map(inner(h1).map((word) => [word.toLowerCase(), word]))
    for (const word of inner(label)) {
      const there = h1Words.get(word.toLowerCase())
      if (there !== undefined && there !== word) problems.push(`menu "${label}" → ${href}: "${word}", the page's h1 "${h1}" has "${there}"`)
    }
  }
  expect(problems).toEqual([])
})
