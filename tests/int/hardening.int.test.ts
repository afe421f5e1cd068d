/**
 * The hardening (ADR 0015) through Payload's REST handler, as the admin and an outside tester reach it: sign-in limits
 * that lock no one out, the password rule with its translated message, bounded anonymous reads, and the health check.
 */
import config from '@payload-config'
import { Forbidden, handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as health } from '@/app/(api)/api/health/route'
import { LOGIN_LIMITS } from '@/features/auth/login-limits'
import { ANONYMOUS_REST } from '@/lib/anonymous-rest'
import { PEER_HEADER } from '@/lib/client-address'
import { env } from '@/lib/env'

import { testPayload, userOf } from './helpers'

let payload: Payload
const run = Date.now().toString(36)
const email = `int-staff-${run}@example.com`
const password = 'Monsoon-frankincense-ledger-7'

const rest = (path: string, init: RequestInit & { address: string }) =>
  handleEndpoints({
    config,
    request: new Request(`${env.SITE_URL}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', origin: env.SITE_URL, [PEER_HEADER]: init.address, ...init.headers },
    }),
  })

const login = (address: string, who: string, secret: string) =>
  rest('/api/users/login', { method: 'POST', address, body: JSON.stringify({ email: who, password: secret }) })

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({ collection: 'users', data: { email, password, role: 'editor' } })
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: email } } })
})

describe('sign-in', () => {
  it('lets the right password in from another address after many wrong ones: no lockout', async () => {
    for (let i = 0; i < 8; i++) expect((await login(`192.0.2.${10 + (i % 4)}`, email, 'wrong-password-guess')).status).toBe(401)
    const response = await login('198.51.100.200', email, password)
    expect(response.status).toBe(200)
    expect((await response.json()).user.email).toBe(email)
  })

  it('says the same for an unknown account and a wrong password', async () => {
    const unknown = await (await login('192.0.2.20', `nobody-${run}@example.com`, 'wrong-password-guess')).json()
    const wrong = await (await login('192.0.2.21', email, 'wrong-password-guess')).json()
    expect(unknown.errors[0].message).toBe(wrong.errors[0].message)
  })

  it('answers 429 with Retry-After and a real message once one address has tried too many accounts', async () => {
    const address = '192.0.2.30'
    for (let i = 0; i < LOGIN_LIMITS.perAddress.limit; i++) {
      expect((await login(address, `spray-${i}-${run}@example.com`, 'wrong-password-guess')).status).toBe(401)
    }
    const limited = await login(address, email, password)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).errors[0].message).toMatch(/Too many sign-in attempts from your address/)
    // The account itself is not affected.
    expect((await login('198.51.100.201', email, password)).status).toBe(200)
  })

  it('counts failures only: staff behind one address sign in more often than either limit', async () => {
    // More than the per-address (30) and per-account (10) limits, all successful: none of them counts.
    const office = '192.0.2.40'
    for (let i = 0; i <= LOGIN_LIMITS.perAddress.limit; i++) expect((await login(office, email, password)).status, `sign-in ${i + 1}`).toBe(200)
    // A wrong password from there is a failure like any other (the limits themselves: the tests above, and unit tests).
    expect((await login(office, email, 'wrong-password-guess')).status).toBe(401)
  })
})

describe('password rule', () => {
  const tokenOf = async (who: 'admin') => {
    const user = await userOf(payload, who)
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: `Integration-${who}-password-1` } })
    return token!
  }

  it('refuses a short or common password on create and on change, in the admin language', async () => {
    const token = await tokenOf('admin')
    const create = (secret: string, language: string) =>
      rest('/api/users', {
        method: 'POST',
        address: '198.51.100.210',
        headers: { authorization: `JWT ${token}`, 'accept-language': language },
        body: JSON.stringify({ email: `weak-${run}@example.com`, password: secret, role: 'editor' }),
      })
    const short = await create('abc', 'en')
    expect(short.status).toBe(400)
    expect(JSON.stringify(await short.json())).toContain('at least 12 characters')
    const common = await create('Password1234', 'ar')
    expect(common.status).toBe(400)
    expect(JSON.stringify(await common.json())).toContain('سهلة التخمين')

    const staff = await payload.find({ collection: 'users', where: { email: { equals: email } } })
    const fieldMessage = (pattern: RegExp) => ({ data: { errors: [{ path: 'password', message: expect.stringMatching(pattern) }] } })
    await expect(payload.update({ collection: 'users', id: staff.docs[0].id, data: { password: 'abc' } })).rejects.toMatchObject(
      fieldMessage(/12 characters/),
    )
    await expect(
      payload.create({ collection: 'users', data: { email: `weak2-${run}@example.com`, password: 'qwertyuiop123', role: 'editor' } }),
    ).rejects.toMatchObject(fieldMessage(/too easy to guess/))
  })
})

describe("anonymous reads of Payload's REST API", () => {
  it('are capped in size and depth, whatever the query asks', async () => {
    const response = await rest('/api/pages?limit=-1&locale=all&depth=3', { method: 'GET', address: '198.51.100.220' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.limit).toBe(ANONYMOUS_REST.maxLimit)
    expect(body.docs.length).toBeLessThanOrEqual(ANONYMOUS_REST.maxLimit)
    expect(body.totalDocs).toBeGreaterThan(ANONYMOUS_REST.maxLimit) // the seed has more: the cap did the work
  })

  it('are rate-limited per address with 429 and Retry-After', async () => {
    const address = '198.51.100.221'
    for (let i = 0; i < ANONYMOUS_REST.readsPerMinute; i++) {
      expect((await rest('/api/classifications?limit=1', { method: 'GET', address })).status).toBe(200)
    }
    const limited = await rest('/api/classifications?limit=1', { method: 'GET', address })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('count the request once, and never the signed-in user that the request is checked for', async () => {
    // The admin's edit view sends forty media reads at once: they used to exhaust the limit through the session
    // look-up, after which the editor was anonymous and a save was refused with 403.
    const address = '198.51.100.222'
    const user = await userOf(payload, 'admin')
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'Integration-admin-password-1' } })
    const headers = { authorization: `JWT ${token}` }
    for (let i = 0; i <= ANONYMOUS_REST.readsPerMinute; i++) {
      const response = await rest('/api/media?limit=1&depth=0', { method: 'GET', address, headers })
      expect(response.status).toBe(200)
    }
    const me = await rest('/api/users/me', { method: 'GET', address, headers })
    expect((await me.json()).user?.email).toBe(user.email)
    // An anonymous read that populates relationships is still one request: the rest of the minute is there.
    const populated = await rest('/api/pages?limit=10&depth=1', { method: 'GET', address: '198.51.100.223' })
    expect(populated.status).toBe(200)
    for (let i = 1; i < ANONYMOUS_REST.readsPerMinute; i++) {
      expect((await rest('/api/classifications?limit=1', { method: 'GET', address: '198.51.100.223' })).status).toBe(200)
    }
  })
})

describe('bad where values on Payload\'s REST API', () => {
  // Each used to fail inside the database adapter and answer 500 (NaN, undefined, an enum or an operator the
  // adapter does not have); PostgreSQL and SQLite failed on different ones.
  const cases: Array<[string, RegExp]> = [
    ['/api/pages?where[id][in]=a', /\bid in\b.*numbers/],
    ['/api/pages?where[createdAt][greater_than]=notadate', /createdAt greater_than.*dates/],
    ['/api/pages?where[pageDate][equals]=zz', /pageDate equals.*dates/],
    ['/api/pages?where[title][near]=1,2', /title near.*cannot be used/],
    ['/api/media?where[id][in]=a,b', /\bid in\b.*numbers/],
    ['/api/pages/count?where[id][in]=a', /\bid in\b.*numbers/],
    ['/api/pages?where[category][equals]=nonsense', /category equals/],
    ['/api/pages?where[createdAt][like]=x', /createdAt like.*cannot be used/],
    ['/api/pages?where[title][equals]=%00', /title equals/],
    ['/api/pages?where[id][equals][x]=1', /\bid equals\b/],
    ['/api/pages?where=abc', /not valid JSON/],
  ]

  it('are a 400 naming the field, never a 500 or a stack trace, for anonymous callers and staff', async () => {
    const user = await userOf(payload, 'editor')
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'Integration-editor-password-1' } })
    for (const [path, message] of cases) {
      for (const headers of [{}, { authorization: `JWT ${token}` }] as Record<string, string>[]) {
        const response = await rest(path, { method: 'GET', address: '198.51.100.240', headers })
        const text = await response.text()
        expect(response.status, `${path}: ${text}`).toBe(400)
        const body = JSON.parse(text) as { errors: Array<{ message: string; stack?: unknown }> }
        expect(body.errors[0].message, path).toMatch(/^Invalid query/)
        expect(body.errors[0].message, path).toMatch(message)
        expect(text, path).not.toMatch(/\bat \S+ \(|stack|Failed query/)
      }
    }
  })

  it('are explained in the admin language, and well-formed queries still answer', async () => {
    const arabic = await rest('/api/pages?where[id][in]=a', { method: 'GET', address: '198.51.100.241', headers: { 'accept-language': 'ar' } })
    expect(arabic.status).toBe(400)
    expect((await arabic.json()).errors[0].message).toMatch(/استعلام غير صالح/)
    const good = await rest(
      '/api/pages?where[category][equals]=economy&where[createdAt][greater_than]=2020-01-01&where[id][in]=1,2,3&where[or][0][_status][equals]=published&where[or][1][updatedAt][less_than]=2030-01-01T00:00:00.000Z&depth=0',
      { method: 'GET', address: '198.51.100.241' },
    )
    expect(good.status).toBe(200)
    const count = await rest('/api/pages/count?where[id][in]=1,2', { method: 'GET', address: '198.51.100.241' })
    expect(count.status).toBe(200)
  })
})

describe('bad ids and missing files', () => {
  it('are a 404 with a body, not a 500', async () => {
    for (const path of ['/api/pages/abc', '/api/media/abc', '/api/media/file/does-not-exist.jpg', '/api/media/file/..%2F..%2Fetc%2Fpasswd']) {
      const response = await rest(path, { method: 'GET', address: '198.51.100.230' })
      // A file no upload has is a 404; a traversal attempt may be refused earlier (403).
      expect(path.includes('..') ? [403, 404] : [404], path).toContain(response.status)
      expect((await response.text()).length, path).toBeGreaterThan(0)
    }
  })
})

describe('logging', () => {
  it("logs Payload's 4xx errors as one info line even when the build has renamed their class", async () => {
    // The production bundle minifies class names (a Forbidden is named "c"): loggingLevels, keyed by name, missed.
    const forbidden = Object.assign(new Forbidden(), { name: 'c' })
    const info = vi.spyOn(payload.logger, 'info').mockImplementation(() => undefined)
    try {
      payload.logger.error({ err: forbidden })
      expect(info).toHaveBeenCalledWith({ msg: forbidden.message, status: 403 })
    } finally {
      info.mockRestore()
    }
  })
})

describe("a database that does not answer, on Payload's REST API", () => {
  it('is a 503 with Retry-After and a message for an admin saving a page, not a 500', async () => {
    const user = await userOf(payload, 'reviewer')
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'Integration-reviewer-password-1' } })
    // What the fault test's full disk throws: Drizzle's failed query around the driver's SQLITE_FULL.
    const driver = Object.assign(new Error('SQLITE_FULL: database or disk is full'), { code: 'SQLITE_FULL' })
    const create = vi.spyOn(payload.db, 'create').mockRejectedValue(new Error('Failed query: insert into "pages"', { cause: driver }))
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    try {
      const response = await rest('/api/pages', {
        method: 'POST',
        address: '198.51.100.250',
        headers: { authorization: `JWT ${token}` },
        body: JSON.stringify({ uniqueUrl: `int-full-disk-${run}`, category: 'general', title: 'Full disk', _status: 'published' }),
      })
      expect(create).toHaveBeenCalled()
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('30')
      expect((await response.json()).errors[0].message).toMatch(/temporarily unavailable/)
    } finally {
      create.mockRestore()
      logged.mockRestore()
    }
  })
})

describe('health check', () => {
  it('answers ok while the database answers', async () => {
    const response = await health()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})
