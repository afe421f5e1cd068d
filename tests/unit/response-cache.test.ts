/**
 * The origin's response cache (src/lib/response-cache.mjs, ADR 0029) in front of a stand-in for Next's handler: what
 * it keeps, what it never keeps, and that an expired tag drops what was made from it.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { expireResponses, noteTags, ResponseCache, withResponseCache } from '@/lib/response-cache.mjs'
import { withStrictScripts } from '@/lib/strict-scripts.mjs'

type Reply = {
  status?: number
  headers?: Record<string, string>
  body?: string
  tags?: string[]
  /** Runs while the response is being made (after the reads). */
  during?: () => void
  /** Holds the response until it settles. */
  until?: Promise<void>
}

let reply: (req: http.IncomingMessage) => Reply
let calls: http.IncomingMessage[] = []
let cache: InstanceType<typeof ResponseCache>
let server: http.Server
let base = ''

/** A stand-in for Next: notes the tags it "read", sets headers, gzips when asked, writes the body in two chunks. */
async function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  calls.push(req)
  const { status = 200, headers = {}, body = 'hello', tags = [], during, until } = reply(req)
  await new Promise((resolve) => setTimeout(resolve, 1))
  await until
  noteTags(tags)
  during?.()
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
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
    headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store', 'x-origin-cache-tags': 'pages:general' },
    body: '{"results":[]}',
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
