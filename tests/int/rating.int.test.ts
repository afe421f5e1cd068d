/**
 * POST /PgTempRatingResult/add through the route's exported handler with real Request objects, against the
 * migrated database scripts/test.mjs prepares (SQLite, then PostgreSQL): every refusal, the stored row (hashed
 * address, trimmed comment, flag), duplicates, the rate limit; and that visitors cannot read ratings at all.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/PgTempRatingResult/add/route'
import { hashAddress } from '@/features/rating/server/http'
import { PEER_HEADER } from '@/lib/client-address'
import { env } from '@/lib/env'

import { as, testPayload, userOf } from './helpers'

let payload: Payload
const run = Date.now().toString(36)
const pagePrefix = `/int-rating-${run}`
let counter = 0
/** A fresh address per request group, so tests never share a rate-limit bucket. */
const freshIp = () => `198.51.100.${++counter}`
const session = () => `session_${Date.now()}_${run}x${++counter}`

type Options = { ip?: string; origin?: string | null; headers?: Record<string, string>; raw?: BodyInit }

function post(body: Record<string, unknown>, { ip = freshIp(), origin = new URL(env.SITE_URL).origin, headers = {}, raw }: Options = {}) {
  const allHeaders: Record<string, string> = { 'content-type': 'application/json', [PEER_HEADER]: ip, ...headers }
  if (origin !== null) allHeaders.origin = origin
  return POST(new Request(`${env.SITE_URL}/PgTempRatingResult/add`, { method: 'POST', headers: allHeaders, body: raw ?? JSON.stringify(body) }))
}

const valid = (extra: Record<string, unknown> = {}) => ({
  pageName: `${pagePrefix}-page`,
  result: 4,
  max: 5,
  visitorIp: '203.0.113.99',
  sessionId: session(),
  ...extra,
})

const rowsFor = (sessionId: string) => payload.find({ collection: 'ratings', where: { sessionId: { equals: sessionId } } })

/** Ratings name published pages of the site: these two are made for the test. */
const testPages = ['page', 'summary', 'draft'].map((name) => `int-rating-${run}-${name}`)

beforeAll(async () => {
  payload = await testPayload()
  for (const uniqueUrl of testPages) {
    const draft = uniqueUrl.endsWith('-draft')
    await payload.create({
      collection: 'pages',
      draft,
      data: { uniqueUrl, category: 'general', title: `Rated ${uniqueUrl}`, _status: draft ? 'draft' : 'published' } as never,
    })
  }
})

afterAll(async () => {
  await payload.delete({ collection: 'ratings', where: { pageName: { like: pagePrefix } } })
  await payload.delete({ collection: 'pages', where: { uniqueUrl: { in: testPages } } })
})

describe('a valid rating', () => {
  it('answers 200 once the row is stored, with the address only as a salted hash', async () => {
    const ip = freshIp()
    const body = valid({ comment: '  Very useful page  ', locale: 'ar' })
    const response = await post(body, { ip })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ isDone: true, message: expect.any(String) })
    const { docs } = await rowsFor(body.sessionId)
    expect(docs).toHaveLength(1)
    const row = docs[0]
    expect(row).toMatchObject({ pageName: body.pageName, result: 4, max: 5, comment: 'Very useful page', locale: 'ar', flagged: false })
    expect(row.visitorIpHash).toBe(hashAddress(ip, env.IP_HASH_SALT))
    expect(row.visitorIpHash).toMatch(/^[0-9a-f]{64}$/)
    const stored = JSON.stringify(row)
    expect(stored).not.toContain(ip)
    expect(stored).not.toContain('203.0.113.99')
    expect(row.visitorIpHash).not.toBe(hashAddress('203.0.113.99', env.IP_HASH_SALT))
  })

  it('accepts the home page, omits a blank comment and takes no Origin from an API client', async () => {
    const body = valid({ pageName: 'home-page', comment: '   ', sessionId: session() })
    const response = await post(body, { origin: null })
    expect(response.status).toBe(200)
    const [row] = (await rowsFor(body.sessionId)).docs
    expect(row.comment ?? null).toBeNull()
    await payload.delete({ collection: 'ratings', id: row.id })
  })

  it('accepts the screens and the detail pages the site shows, at their own addresses', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { category: { equals: 'news' }, _status: { equals: 'published' } }, limit: 1 })
    expect(docs).toHaveLength(1)
    for (const pageName of ['/about', '/news-list', '/news-list/page/2', `/news-details/${docs[0].uniqueUrl}`]) {
      const body = valid({ pageName, sessionId: session() })
      expect((await post(body)).status, pageName).toBe(200)
      await payload.delete({ collection: 'ratings', where: { sessionId: { equals: body.sessionId } } })
    }
    // A news item is rated on its news screen, not at the generic address that redirects there.
    expect((await post(valid({ pageName: `/${docs[0].uniqueUrl}` }))).status).toBe(400)
  })

  it('flags comments that look like personal data', async () => {
    for (const comment of ['Write to me: visitor@example.com', 'اتصل بي على ٩١٢٣٤٥٦٧', 'Call +968 9123 4567']) {
      const body = valid({ comment, sessionId: session() })
      expect((await post(body)).status).toBe(200)
      expect((await rowsFor(body.sessionId)).docs[0].flagged, comment).toBe(true)
    }
  })
})

describe('invalid input', () => {
  const cases: Array<[field: string, patch: Record<string, unknown>]> = [
    ['pageName', { pageName: undefined }],
    ['pageName', { pageName: 'news-list' }],
    ['pageName', { pageName: `/${'a'.repeat(200)}` }],
    ['pageName', { pageName: '/../etc/passwd' }],
    // Well formed, but not a published page of the site.
    ['pageName', { pageName: '/no-such-page-anywhere' }],
    ['pageName', { pageName: `${pagePrefix}-draft` }],
    ['pageName', { pageName: `/news-details/int-rating-${run}-page` }],
    ['pageName', { pageName: '/news-list/page/1' }],
    ['sessionId', { sessionId: 'session_abc_def' }],
    ['result', { result: 0 }],
    ['result', { result: 6 }],
    ['result', { result: 3.5 }],
    ['result', { result: '4' }],
    ['max', { max: 10 }],
    ['sessionId', { sessionId: 'abc' }],
    ['sessionId', { sessionId: undefined }],
    ['comment', { comment: 'x'.repeat(501) }],
    ['comment', { comment: 42 }],
    ['locale', { locale: 'fr' }],
  ]
  it.each(cases)('answers 400 naming %s', async (field, patch) => {
    const response = await post(valid(patch))
    expect(response.status).toBe(400)
    const json = await response.json()
    expect(json.isDone).toBe(false)
    expect(Object.keys(json.errors)).toEqual([field])
    expect(json.message).toContain(field)
  })

  it('counts the comment limit after trimming', async () => {
    expect((await post(valid({ comment: `  ${'y'.repeat(500)}  ` }))).status).toBe(200)
  })

  it('answers 400 to a body that is not a JSON object', async () => {
    for (const raw of ['not json', '[1,2]', 'null', '"text"']) expect((await post({}, { raw })).status, raw).toBe(400)
  })

  it('answers 415 to anything but JSON', async () => {
    const response = await post(valid(), { headers: { 'content-type': 'text/plain' } })
    expect(response.status).toBe(415)
  })
})

describe('size and origin', () => {
  it('answers 413 when the declared length is over 8 KB', async () => {
    expect((await post(valid(), { headers: { 'content-length': '9000' } })).status).toBe(413)
  })

  it('answers 413 when the bytes read pass 8 KB, whatever the headers say', async () => {
    const big = JSON.stringify(valid({ padding: 'p'.repeat(9000) }))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const request = new Request(`${env.SITE_URL}/PgTempRatingResult/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(env.SITE_URL).origin, [PEER_HEADER]: freshIp() },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect((await POST(request)).status).toBe(413)
  })

  it('answers 403 to another origin and to a cross-site browser request', async () => {
    expect((await post(valid(), { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post(valid(), { origin: 'null' })).status).toBe(403)
    expect((await post(valid(), { origin: null, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
  })
})

describe('one rating per session and page', () => {
  it('answers 409 to a repeat and keeps one row, also when both race', async () => {
    const body = valid()
    expect((await post(body)).status).toBe(200)
    const repeat = await post({ ...body, result: 1 })
    expect(repeat.status).toBe(409)
    expect((await repeat.json()).message).toMatch(/already been rated/)
    const raced = valid()
    const statuses = (await Promise.all([post(raced), post(raced), post(raced)])).map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409, 409])
    expect((await rowsFor(body.sessionId)).totalDocs).toBe(1)
    expect((await rowsFor(raced.sessionId)).totalDocs).toBe(1)
  })

  it("answers 409 when the adapter's error is not this copy's class, as in the production build", async () => {
    const body = valid()
    expect((await post(body)).status).toBe(200)
    // The adapter's own unique-violation error for this database...
    const data = { pageName: body.pageName, result: 1, max: 5, sessionId: body.sessionId, visitorIpHash: 'x' }
    const original = await payload.create({ collection: 'ratings', data, overrideAccess: true }).then(
      () => undefined,
      (error: unknown) => error as Error,
    )
    expect(original).toBeInstanceOf(Error)
    // ...as the built server sees it: the bundle has its own copy of Payload's error classes and minifies their names.
    const bundled = Object.assign(Object.create(Error.prototype) as Error, original, { name: 'A', message: original!.message })
    const create = vi.spyOn(payload, 'create').mockRejectedValueOnce(bundled)
    try {
      const repeat = await post(body)
      expect(repeat.status).toBe(409)
      expect(create).toHaveBeenCalledTimes(1)
    } finally {
      create.mockRestore()
    }
    expect((await rowsFor(body.sessionId)).totalDocs).toBe(1)
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After after 10 requests a minute from one address', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await post({ result: 9 }, { ip })).status).toBe(400)
    const limited = await post(valid(), { ip })
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await post(valid())).status).toBe(200) // another address is not affected
  })
})

describe('reading ratings', () => {
  it('is refused to anonymous visitors through the Local API and REST', async () => {
    await expect(payload.find({ collection: 'ratings', ...(await as(payload, 'anonymous')) })).rejects.toThrow(/not allowed/i)
    const { handleEndpoints } = await import('payload')
    const { default: config } = await import('@payload-config')
    for (const path of ['/api/ratings', '/api/ratings/1', '/api/ratings/export.csv', '/api/ratings/count']) {
      const response = await handleEndpoints({ config, request: new Request(`${env.SITE_URL}${path}`) })
      expect([401, 403], path).toContain(response.status)
      expect(await response.text(), path).not.toContain(pagePrefix)
    }
  })
})

describe("editors' view", () => {
  const page = `${pagePrefix}-summary`
  beforeAll(async () => {
    const rows = [
      { result: 5, comment: '=HYPERLINK("http://evil.example")' },
      { result: 3, comment: 'ممتاز، شكرًا' },
      { result: 4, comment: 'Mail me at someone@example.com' },
      { result: 4 },
    ]
    for (const row of rows) expect((await post(valid({ pageName: page, sessionId: session(), ...row }))).status).toBe(200)
  })

  it('summarises count, average, distribution and latest comments per page, on either database', async () => {
    const { ratingSummary } = await import('@/features/rating/admin/summary')
    const summary = (await ratingSummary(payload)).find((p) => p.pageName === page)
    expect(summary).toMatchObject({ count: 4, average: 4, distribution: [0, 0, 1, 2, 1] })
    expect(summary?.comments.map((c) => c.flagged).sort()).toEqual([false, false, true])
  })

  it('exports CSV to staff only: BOM, flagged comments left out, formulas neutralised', async () => {
    const { handleEndpoints } = await import('payload')
    const { default: config } = await import('@payload-config')
    const url = `${env.SITE_URL}/api/ratings/export.csv`
    expect((await handleEndpoints({ config, request: new Request(url) })).status).toBe(401)

    const editor = await userOf(payload, 'editor')
    const { token } = await payload.login({ collection: 'users', data: { email: editor.email, password: 'Integration-editor-password-1' } })
    const response = await handleEndpoints({ config, request: new Request(url, { headers: { authorization: `JWT ${token}` } }) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).split('\r\n').filter((l) => l.includes(page))
    expect(lines).toHaveLength(4)
    expect(lines.join('\n')).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(lines.join('\n')).toContain('"ممتاز، شكرًا"')
    expect(lines.join('\n')).not.toContain('someone@example.com')
    expect(lines.filter((l) => l.includes('"yes",""'))).toHaveLength(1)
    for (const line of lines) expect(line).not.toMatch(/session_|[0-9a-f]{64}/)
  })
})
