/**
 * The hardening (ADRs 0015 and 0016) as a visitor and an outside tester see it: a strict Content-Security-Policy under
 * which the pages still work, the 404 page for an address that cannot be decoded, envelopes instead of 500s, and a
 * request that cannot choose its own address for the rate limits.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect, languages, test } from './fixtures'

const notFoundTitle = (code: string): string =>
  JSON.parse(readFileSync(`src/i18n/messages/${code}/common.json`, 'utf8')).NotFound.title

for (const lang of languages) {
  test.describe(`strict CSP (${lang.code})`, () => {
    // The server hashes each page's own inline scripts as it sends it (src/lib/strict-scripts.mjs): a pre-rendered
    // page, a search screen rendered on this very request (a term no one asked before) and a 404 alike.
    // content-team.spec.ts checks a page regenerated after an edit.
    const pages = [
      { name: 'a pre-rendered page', path: lang.prefix || '/', status: 200 },
      { name: 'a search rendered on request', path: `${lang.prefix}/searchresult?q=khareef${Date.now()}`, status: 200 },
      { name: 'a 404', path: `${lang.prefix}/no-such-page-${Date.now()}`, status: 404 },
    ]
    for (const { name, path, status } of pages) {
      test(`${name} comes with a script policy without unsafe-inline, breaks none of its scripts, and its JS runs`, async ({ page }) => {
        const violations: string[] = []
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
        })
        const response = await page.goto(path)
        expect(response?.status()).toBe(status)
        const policy = response?.headers()['content-security-policy'] ?? ''
        const scripts = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
        expect(scripts).toContain("'self'")
        expect(scripts).toContain("'sha256-")
        expect(scripts).not.toContain('unsafe-inline')
        expect(policy).toContain("frame-ancestors 'none'")
        // The rating panel is client code loaded on demand: it opens only if the page's scripts ran.
        const rating = JSON.parse(readFileSync(`src/i18n/messages/${lang.code}/rating.json`, 'utf8')).Rating
        const open = page.getByRole('button', { name: rating.open, exact: true })
        if (status === 200 || (await open.count()) > 0) {
          await open.click()
          await expect(page.getByRole('dialog', { name: rating.title })).toBeVisible()
        }
        expect(violations).toEqual([])
      })
    }
  })

  test(`an address that cannot be decoded is the 404 page, not an error (${lang.code})`, async ({ page, axe }) => {
    const response = await page.goto(`${lang.prefix}/%ZZ`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle(lang.code))
    await axe(page)
  })

  test(`an undecodable address inside a detail route is the 404 page (${lang.code})`, async ({ page }) => {
    for (const path of ['/news-details/%ZZ', '/event-details/%E0%A4%A', '/about/%FF', '/a/b/%ZZ']) {
      const response = await page.goto(`${lang.prefix}${path}`)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle(lang.code))
      await expect(page.locator('html')).toHaveAttribute('lang', lang.code)
    }
  })
}

test('bad input to the APIs is a 400 or 404 with a body, never a 500', async ({ request }) => {
  const cases: Array<[string, number[]]> = [
    ['/api/v1/pages/by-url/%25ZZ', [400]],
    ['/api/pages/abc', [404]],
    ['/api/media/abc', [404]],
    ['/api/media/file/does-not-exist.jpg', [404]],
    [`/api/v1/images?ids=${Array.from({ length: 4000 }, (_, i) => i + 1).join(',')}`, [400]],
  ]
  for (const [path, statuses] of cases) {
    const response = await request.get(path)
    expect(statuses, `${path.slice(0, 60)} answered ${response.status()}`).toContain(response.status())
    expect((await response.text()).length, path.slice(0, 60)).toBeGreaterThan(0)
  }
})

test('an undecodable API parameter is a 400 with the envelope; a crafted address that fits the 404 route is a 404', async ({ request }) => {
  for (const path of ['/api/v1/images/%ZZ', '/api/v1/pages/by-url/%ZZ', '/api/v1/menus/%FF']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect(await response.json(), path).toEqual({ isDone: false, data: null, message: expect.any(String), errors: { path: expect.any(String) } })
  }
  expect((await request.get('/%ZZ/address-not-found')).status()).toBe(404)
  // The public API still answers through the proxy.
  expect((await request.get('/api/v1/settings')).status()).toBe(200)
})

test('a request cannot pick its own address: rotating X-Forwarded-For still reaches the limit', async ({ request }) => {
  const statuses: number[] = []
  // Payload's REST allows anonymous readers 120 reads a minute per address (src/lib/anonymous-rest.ts).
  for (let i = 0; i < 125; i++) {
    const response = await request.get('/api/classifications?limit=1', { headers: { 'X-Forwarded-For': `192.0.2.${i}` } })
    statuses.push(response.status())
  }
  expect(statuses).toContain(429)
})

test('the health check answers ok while the database answers', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('addresses that cannot be decoded, on any route, and a preview exit to a path with a NUL are a 400 or 404 without a stack', async ({ request }) => {
  for (const path of [
    '/og/en/%ZZ.jpg',
    '/og/ar/%25ZZ.jpg',
    '/open-data/download/%ZZ.csv',
    '/open-data/download/%25ZZ.csv',
    '/event-details/%ZZ/calendar.ics',
    '/ar/event-details/%25ZZ/calendar.ics',
    '/api/media/file/%ZZ',
    '/api/preview/exit?path=/%00/x',
    '/api/preview/exit?path=/a%0D%0ASet-Cookie:%20x=1',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect([400, 404], `${path} answered ${response.status()}`).toContain(response.status())
    const body = await response.text()
    expect(body, path).not.toMatch(/URIError|Error:|\bat .+\(.+:\d+:\d+\)/)
  }
  // The admin's own exit link still leaves the preview.
  const exit = await request.get('/api/preview/exit?path=/about', { maxRedirects: 0 })
  expect(exit.status()).toBe(307)
  expect(exit.headers()['location']).toBe('/about')
})

test.describe('pictures the server makes', () => {
  /** An upload the home page shows, by the short address it names it with. */
  async function anUpload(request: import('@playwright/test').APIRequestContext): Promise<string> {
    const html = await (await request.get('/')).text()
    const file = /\/img\/\d+\/([\w.-]+\.(?:jpe?g|png|webp))/.exec(html)?.[1]
    expect(file, 'a picture on the home page').toBeTruthy()
    return file!
  }

  test('the optimiser refuses a source with a query string, and a query on the short address is the copy already made', async ({ request }) => {
    const file = await anUpload(request)
    const refused = await request.get(`/_next/image?url=${encodeURIComponent(`/api/media/file/${file}?zz=${Date.now()}`)}&w=640&q=75`)
    expect(refused.status()).toBe(400)
    const headers = { Accept: 'image/avif,image/webp,*/*' }
    expect((await request.get(`/img/640/${file}?zz=first-${Date.now()}`, { headers })).status()).toBe(200)
    // The n-th distinct query string: served from the optimiser's cache, no new encode.
    for (let n = 0; n < 3; n++) {
      const again = await request.get(`/img/640/${file}?zz=${n}-${Date.now()}`, { headers })
      expect(again.status()).toBe(200)
      expect(again.headers()['x-nextjs-cache']).toBe('HIT')
    }
  })

  test('a link-preview card is served whatever its query string', async ({ request }) => {
    for (let n = 0; n < 2; n++) {
      const response = await request.get(`/og/en/_site.jpg?zz=${n}-${Date.now()}`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/jpeg')
    }
  })
})

test('uploads are served with a policy that runs no script, in a sandbox, an SVG with a script included', async ({ page, request }) => {
  // Payload refuses an SVG with a script at upload; one that got into storage some other way (an older upload, a
  // file copied in, a check that missed it) must still not run as the site when opened by its address.
  const name = `e2e-script-${Date.now()}.svg`
  const file = path.join(process.env.DATA_DIR ?? 'data', 'media', name)
  writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.title="owned"</script><rect width="10" height="10"/></svg>')
  try {
    const response = await request.get(`/api/media/file/${name}`)
    expect(response.status()).toBe(200)
    const directives = (response.headers()['content-security-policy'] ?? '').split(';').map((directive) => directive.trim())
    expect(directives).toContain('sandbox')
    expect(directives.filter((d) => d.startsWith('script-src'))).toEqual(["script-src 'none'"])
    await page.goto(`/api/media/file/${name}`)
    expect(await page.evaluate(() => document.title)).not.toBe('owned')
  } finally {
    rmSync(file, { force: true })
  }
  // Every upload gets it: a picture the home page shows.
  const picture = /\/img\/\d+\/([\w.-]+)/.exec(await (await request.get('/')).text())?.[1]
  const upload = await request.get(`/api/media/file/${picture}`)
  expect(upload.status()).toBe(200)
  expect(upload.headers()['content-security-policy']).toContain("script-src 'none'")
})
