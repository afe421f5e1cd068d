/**
 * The origin's response cache (src/lib/response-cache.mjs, ADR 0029) in front of a stand-in for Next's handler: what
 * it keeps, what it never keeps, and that an expired tag drops what was made from it.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies.js'

import { localeCodes } from '@/i18n/locales'
import { expireResponses, noteTags, ResponseCache, withResponseCache } from '@/lib/response-cache.mjs'
import { pageLanguage, rememberedLanguage } from '@/lib/response-cache-key.mjs'
import { withStrictScripts } from '@/lib/strict-scripts.mjs'

type Reply = {
  status?: number
  headers?: Record<string, string | string[]>
  body?: string
  tags?: string[]
  /** Runs while the response is being made (after the reads). */
  during?: () => void
  /** Holds the response until it settles. */
  until?: Promise<void>
  /** false: no remembered-language cookie is added as next-intl's proxy would (`localeCookie`). */
  localeCookie?: false
}

let reply: (req: http.IncomingMessage) => Reply
let calls: http.IncomingMessage[] = []
let cache: InstanceType<typeof ResponseCache>
let server: http.Server
let base = ''

/**
 * A stand-in for Next behind the locale proxy: notes the tags it "read", sets headers and the remembered language
 * next-intl would (unless the reply sets a cookie itself or says not to), gzips when asked, writes the body in two
 * chunks.
 */
async function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  calls.push(req)
  const made = reply(req)
  const { status = 200, headers = {}, body = 'hello', tags = [], during, until } = made
  await new Promise((resolve) => setTimeout(resolve, 1))
  await until
  noteTags(tags)
  during?.()
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  const cookie = made.localeCookie === false || headers['set-cookie'] ? undefined : localeCookie(req, /^\/ar(?:\/|$)/.test(req.url ?? '') ? 'ar' : 'en')
  if (cookie) res.setHeader('set-cookie', cookie)
  const gzip = req.headers['accept-encoding'] === 'gzip'
  const bytes = gzip ? gzipSync(body) : Buffer.from(body)
  if (gzip) res.setHeader('content-encoding', 'gzip')
  res.statusCode = status
  res.write(bytes.subarray(0, 3))
  res.end(bytes.subarray(3))
}

const page = (body = '<html>page</html>', tags = ['page:about']): Reply => ({
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000', 'x-nextjs-cache': 'HIT', etag: '"e1"' },
  body,
  tags,
})

/** The remembered language as next-intl 4.14 reads it: Next's cookie parser (the last of repeated cookies wins). */
const remembered = (req: http.IncomingMessage) => new RequestCookies(new Headers({ cookie: req.headers.cookie ?? '' })).get('NEXT_LOCALE')?.value

/**
 * The cookie next-intl's proxy adds to a page (src/proxy.ts removes Accept-Language): the page's language, to a
 * document request (no Sec-Fetch-Dest, or `document`) whose cookie names another language or none; nothing outside
 * the pages.
 */
function localeCookie(req: http.IncomingMessage, locale: string): string | undefined {
  if (/^\/api\/|\./.test(req.url ?? '')) return undefined
  const dest = req.headers['sec-fetch-dest']
  const tell = (dest === undefined || dest === 'document') && remembered(req) !== locale
  return tell ? `NEXT_LOCALE=${locale}; Path=/; Max-Age=31536000; SameSite=lax` : undefined
}

/** next-intl's proxy in front of `page`: a language prefix first, else the remembered language, which redirects. */
function localeProxy(req: http.IncomingMessage): Reply {
  const prefixed = /^\/ar(?:\/|$)/.test(req.url ?? '') ? 'ar' : undefined
  const locale = prefixed ?? (remembered(req) === 'ar' ? 'ar' : 'en')
  if (!prefixed && locale === 'ar') return { status: 307, headers: { location: `/ar${req.url}` }, body: '', localeCookie: false }
  return page(`<html lang="${locale}">page</html>`)
}

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers }, method })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

beforeAll(async () => {
  cache = new ResponseCache({ maxBytes: 1024 * 1024, openMaxBytes: 64 * 1024 })
  // As scripts/serve.mjs composes them: each page's policy is made from its bytes before the cache keeps it.
  server = http.createServer(withResponseCache(withStrictScripts(fakeNext), cache))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  cache.close()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  calls = []
  expireResponses(['page:about', 'page:other', 'pages:general', 'global:header'])
})

describe('a page Next served from its cache', () => {
  it('is answered again with the same bytes and headers, without Next, until one of its tags expires', async () => {
    reply = () => page()
    const first = await get('/about')
    const second = await get('/about')
    expect(calls).toHaveLength(1)
    expect(second.text).toBe(first.text)
    expect(second.headers.get('etag')).toBe('"e1"')
    expect(second.headers.get('cache-control')).toBe('s-maxage=31536000')
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(first.text)))
    expect((await get('/about', {}, 'HEAD')).status).toBe(200)
    expect(calls).toHaveLength(1)
    expect((await get('/about', { 'if-none-match': '"e1"' })).status).toBe(304)

    expireResponses(['page:other'])
    await get('/about')
    expect(calls).toHaveLength(1)
    expireResponses(['page:about'])
    reply = () => page('<html>edited</html>')
    expect((await get('/about')).text).toBe('<html>edited</html>')
    expect(calls).toHaveLength(2)
  })

  it('keeps the remembered language the locale routing sets, per value of the request’s own', async () => {
    reply = (req) => ({
      ...page(),
      headers: { ...page().headers, ...(req.headers.cookie?.includes('NEXT_LOCALE=ar') ? { 'set-cookie': 'NEXT_LOCALE=en; Path=/' } : {}) },
    })
    await get('/lang', { cookie: 'NEXT_LOCALE=ar' })
    const again = await get('/lang', { cookie: 'NEXT_LOCALE=ar' })
    expect(again.headers.get('set-cookie')).toBe('NEXT_LOCALE=en; Path=/')
    expect((await get('/lang', { cookie: 'NEXT_LOCALE=en' })).headers.get('set-cookie')).toBeNull()
    expect(calls).toHaveLength(2)
  })

  it('keeps the gzipped and the plain answer apart, and asks Next for gzip only', async () => {
    reply = () => page()
    await get('/gz', { 'accept-encoding': 'br, gzip, deflate' })
    expect(calls[0]!.headers['accept-encoding']).toBe('gzip')
    const zipped = await fetch(`${base}/gz`, { headers: { 'accept-encoding': 'gzip' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const plain = await get('/gz', { 'accept-encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(calls).toHaveLength(2)
    expect(calls[1]!.headers['accept-encoding']).toBeUndefined()
  })

  it('is answered, the first time and again, under the strict script policy of its own inline scripts', async () => {
    const script = 'self.__next_f.push([1,"x"])'
    reply = () => ({
      ...page(`<html><script>${script}</script></html>`),
      headers: { ...page().headers, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" },
    })
    const first = await fetch(`${base}/csp`, { headers: { 'accept-encoding': 'gzip' } })
    const again = await fetch(`${base}/csp`, { headers: { 'accept-encoding': 'gzip' } })
    const sha = createHash('sha256').update(script).digest('base64')
    expect(first.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${sha}'`)
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(await again.text()).toBe(`<html><script>${script}</script></html>`)
    expect(calls).toHaveLength(1)
  })
})

describe('the remembered language (NEXT_LOCALE) and the locale proxy', () => {
  it('a repeated cookie is read as next-intl reads it: the last one; one that names no language is never kept', async () => {
    reply = localeProxy
    // The poisoning attempt: Next reads "xx" (no language), answers the English page and tells the browser "en".
    const attempt = await get('/home-lang', { cookie: 'NEXT_LOCALE=ar; NEXT_LOCALE=xx' })
    expect(attempt.text).toBe('<html lang="en">page</html>')
    expect(attempt.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=en;/)
    const arabic = await fetch(`${base}/home-lang`, { headers: { cookie: 'NEXT_LOCALE=ar' }, redirect: 'manual' })
    expect(arabic.status).toBe(307)
    expect(arabic.headers.get('set-cookie')).toBeNull()
    await get('/home-lang', { cookie: 'NEXT_LOCALE=ar; NEXT_LOCALE=xx' })
    expect(calls).toHaveLength(3)
    // A repeated cookie that names a language is the same request as that language alone.
    await get('/ar/lang', { cookie: 'NEXT_LOCALE=en; NEXT_LOCALE=ar' })
    const same = await get('/ar/lang', { cookie: 'NEXT_LOCALE=ar' })
    expect(same.headers.get('set-cookie')).toBeNull()
    expect(calls).toHaveLength(4)
  })

  it('a first visit is told the page’s language, from the cache too', async () => {
    // Next sometimes repeats the proxy's cookie on a page rendered on request (an Expires a second later).
    reply = () => ({ ...page(), headers: { ...page().headers, 'set-cookie': ['NEXT_LOCALE=en; Path=/; Expires=a', 'NEXT_LOCALE=en; Path=/; Expires=b'] } })
    await get('/twice')
    expect((await get('/twice')).headers.get('set-cookie')).toBe('NEXT_LOCALE=en; Path=/; Expires=a, NEXT_LOCALE=en; Path=/; Expires=b')
    expect(calls).toHaveLength(1)
    reply = localeProxy
    for (const [path, locale] of [['/first-en', 'en'], ['/ar/first-ar', 'ar']]) {
      calls = []
      const answers = [await get(path), await get(path, { 'sec-fetch-dest': 'document' })]
      for (const answer of answers) expect(answer.headers.get('set-cookie'), path).toMatch(new RegExp(`^NEXT_LOCALE=${locale};`))
      expect(calls, path).toHaveLength(1)
    }
  })

  it('an answer to a background request (Sec-Fetch-Dest other than document) is never given to a first visit', async () => {
    reply = localeProxy
    const fetched = await get('/ar/first', { 'sec-fetch-dest': 'empty' })
    expect(fetched.headers.get('set-cookie')).toBeNull()
    const visit = await get('/ar/first', { 'sec-fetch-dest': 'document' })
    expect(visit.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=ar;/)
    const again = await get('/ar/first')
    expect(again.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=ar;/)
    expect(calls).toHaveLength(2) // a document request with or without the header is one request
  })

  it('an answer whose cookie is not the one its key predicts is not kept', async () => {
    const tells = (value: string) => (): Reply => ({ ...page(), headers: { ...page().headers, 'set-cookie': `NEXT_LOCALE=${value}; Path=/` } })
    for (const [path, value, cookie] of [
      ['/wrong-en', 'ar', ''], // an English page telling a first visit "ar"
      ['/ar/wrong-none', 'en', ''], // an Arabic page telling a first visit "en"
      ['/ar/wrong-same', 'ar', 'NEXT_LOCALE=ar'], // a cookie the visitor already has
      ['/wrong-other', 'en', 'NEXT_LOCALE=en'], // the same on an English page
    ]) {
      reply = tells(value)
      calls = []
      await get(path, cookie ? { cookie } : {})
      await get(path, cookie ? { cookie } : {})
      expect(calls, `${path} NEXT_LOCALE=${value}`).toHaveLength(2)
    }
    reply = () => ({ ...page(), headers: { ...page().headers, 'set-cookie': ['NEXT_LOCALE=ar; Path=/', 'theme=dark; Path=/'] } })
    calls = []
    await get('/ar/and-another')
    await get('/ar/and-another')
    expect(calls, 'the predicted cookie and another').toHaveLength(2)
    reply = () => ({ ...page(), localeCookie: false })
    for (const path of ['/silent', '/ar/silent']) {
      calls = []
      await get(path)
      await get(path)
      expect(calls, `${path}: a page that does not tell a first visit its language`).toHaveLength(2)
    }
  })

  it('reads the cookie with Next’s parser, and knows each language of the site', () => {
    expect(rememberedLanguage('NEXT_LOCALE=ar; NEXT_LOCALE=xx')).toBeUndefined()
    expect(rememberedLanguage('NEXT_LOCALE=xx; NEXT_LOCALE=ar')).toBe('ar')
    expect(rememberedLanguage('theme=dark;NEXT_LOCALE=%61r')).toBe('ar')
    expect(rememberedLanguage('NEXT_LOCALE')).toBeUndefined()
    expect(rememberedLanguage('NEXT_LOCALE =ar')).toBe('') // another name to Next: no remembered language
    expect(rememberedLanguage('theme=dark')).toBe('')
    for (const code of localeCodes) expect(rememberedLanguage(`NEXT_LOCALE=${code}`)).toBe(code)
    const [first, ...others] = localeCodes
    expect(pageLanguage('/about?x=1')).toBe(first)
    for (const code of others) expect([pageLanguage(`/${code}`), pageLanguage(`/${code}/about`), pageLanguage(`/%61${code.slice(1)}/x`)]).toEqual([code, code, code])
    expect([pageLanguage('/api/v1/pages'), pageLanguage('/sitemap.xml'), pageLanguage('/arabic')]).toEqual([undefined, undefined, first])
  })
})

describe('the Content-Type an address should have', () => {
  it('only HTML for a page, RSC for the client router, JSON for the public API are kept', async () => {
    const typed = (type: string) => (): Reply => ({ ...page(), headers: { ...page().headers, 'content-type': type } })
    for (const [path, type, headers, kept] of [
      ['/typed', 'text/html; charset=utf-8', {}, true],
      ['/typed-json', 'application/json', {}, false],
      ['/typed-rsc', 'text/x-component', { rsc: '1' }, true],
      ['/typed-rsc-html', 'text/html', { rsc: '1' }, false],
      ['/api/v1/typed', 'application/json; charset=utf-8', {}, true],
      ['/api/v1/typed-html', 'text/html', {}, false],
      ['/sitemap.xml', 'application/xml', {}, true],
      ['/unknown.bin', 'application/octet-stream', {}, false],
    ] as Array<[string, string, Record<string, string>, boolean]>) {
      reply = typed(type)
      calls = []
      await get(path, headers)
      await get(path, headers)
      expect(calls, `${path} ${type}`).toHaveLength(kept ? 1 : 2)
    }
  })

  it('Next’s answer to x-middleware-prefetch (`{}`, no-store) on a screen the app opts in is not kept', async () => {
    // What Next 16.4 answers a request carrying the header when the page is not pre-rendered, with the opt-in the
    // proxy had already set on the response (the search screen).
    reply = () => ({ headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', 'x-middleware-skip': '1', 'x-origin-cache-tags': 'pages:general' }, body: '{}', tags: ['global:header'] })
    await get('/searchresult?q=prefetch')
    reply = () => ({ headers: { 'content-type': 'text/html; charset=utf-8', 'x-origin-cache-tags': 'pages:general' }, body: '<html>results</html>', tags: ['global:header'] })
    expect((await get('/searchresult?q=prefetch')).text).toBe('<html>results</html>')
    expect((await get('/searchresult?q=prefetch')).text).toBe('<html>results</html>')
    expect(calls).toHaveLength(2)
  })
})

describe('identical requests at once', () => {
  it('wait for the one being made instead of each asking Next', async () => {
    reply = () => ({ ...page(), during: () => undefined })
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/together')))
    expect(answers.every((answer) => answer.text === '<html>page</html>')).toBe(true)
    expect(calls).toHaveLength(1)
  })

  it('do not wait when the last answer could not be kept', async () => {
    reply = () => ({ ...page(), status: 404 })
    await get('/missing')
    await Promise.all(Array.from({ length: 3 }, () => get('/missing')))
    expect(calls).toHaveLength(4)
  })
})

describe('an answer past its lifetime (s-maxage)', () => {
  it('is sent again while one request has Next make it afresh, then replaced', async () => {
    let version = 1
    let release = () => {}
    reply = () => ({ ...page(`<html>v${version}</html>`), headers: { ...page().headers, 'cache-control': 's-maxage=1' } })
    await get('/aging')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    version = 2
    const slow = new Promise<void>((resolve) => (release = resolve))
    const made = reply
    reply = (req) => ({ ...made(req), until: slow })
    // One request goes to Next; the others meanwhile get the old answer at once.
    const refreshing = get('/aging')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await get('/aging')).text).toBe('<html>v1</html>')
    release()
    expect((await refreshing).text).toBe('<html>v2</html>')
    expect((await get('/aging')).text).toBe('<html>v2</html>')
    expect(calls).toHaveLength(2)
  })

  it('is never sent after one of its tags expired', async () => {
    reply = () => ({ ...page('<html>old</html>'), headers: { ...page().headers, 'cache-control': 's-maxage=1' } })
    await get('/aging-edited')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expireResponses(['page:about'])
    reply = () => page('<html>new</html>')
    expect((await get('/aging-edited')).text).toBe('<html>new</html>')
  })
})

describe('what is never kept', () => {
  const cases: Array<[string, () => Reply, Record<string, string>?, string?]> = [
    ['a 404', () => ({ ...page(), status: 404 })],
    ['a response setting a cookie', () => ({ ...page(), headers: { ...page().headers, 'set-cookie': 'session=b' } })],
    ['a page served stale', () => ({ ...page(), headers: { ...page().headers, 'x-nextjs-cache': 'STALE' } })],
    ['a page rendered per request without opting in', () => ({ ...page(), headers: { 'cache-control': 'private, no-store' } })],
    ['a page made from no tagged read', () => page('<html/>', [])],
    ['a page that varies on a cookie', () => ({ ...page(), headers: { ...page().headers, vary: 'Cookie' } })],
    ['an editor’s request', () => page(), { cookie: 'payload-token=abc' }],
    ['a draft-mode request', () => page(), { cookie: 'x=1; __prerender_bypass=abc' }],
    ['Payload’s REST', () => page(), {}, '/api/pages/1'],
    ['the admin', () => page(), {}, '/admin'],
    ['a response made while an edit expired its tags', () => ({ ...page(), during: () => expireResponses(['unrelated']) })],
  ]
  for (const [label, make, headers = {}, path = '/never'] of cases) {
    it(label, async () => {
      reply = make
      await get(path, headers)
      await get(path, headers)
      expect(calls).toHaveLength(2)
    })
  }
})

describe('a response the app opts in (x-origin-cache-tags)', () => {
  const search = (): Reply => ({
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', 'x-origin-cache-tags': 'pages:general' },
    body: '<html>results</html>',
    tags: ['global:header'],
  })

  it('is kept under the tags it names and those of its reads, and the header is never sent', async () => {
    reply = search
    const first = await get('/searchresult?q=salalah')
    expect(first.headers.get('x-origin-cache-tags')).toBeNull()
    await get('/searchresult?q=salalah')
    expect(calls).toHaveLength(1)
    expireResponses(['pages:general'])
    await get('/searchresult?q=salalah')
    expect(calls).toHaveLength(2)
    expireResponses(['global:header'])
    await get('/searchresult?q=salalah')
    expect(calls).toHaveLength(3)
  })

  it('made up queries fill a budget of their own, not the pages’', async () => {
    reply = () => page()
    await get('/kept-page')
    reply = () => ({ ...search(), body: 'x'.repeat(8 * 1024) })
    for (let i = 0; i < 40; i++) await get(`/searchresult?q=random${i}`)
    expect(cache.stats().bytes).toBeLessThan(64 * 1024 + 16 * 1024)
    calls = []
    await get('/kept-page')
    expect(calls).toHaveLength(0)
  })
})
