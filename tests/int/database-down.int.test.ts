/**
 * Failing cleanly (ADR 0015), through the real route handlers on the seeded database: when the database cannot be
 * reached, the rating endpoint answers 503 with its envelope and Retry-After (nothing stored: try again) and
 * GET /api/health and /api/health/ready answer 503 for load balancers while /api/health/live still answers 200; a bug stays a 500 with an envelope. The Payload client is made to
 * fail as public-api-contract.int.test.ts does for /api/v1; bench/faults shows the same with a real unreadable file.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

const fault = vi.hoisted(() => ({ error: undefined as Error | undefined, hang: false }))

vi.mock('@/lib/payload', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/payload')>()
  return {
    getPayloadClient: () =>
      fault.hang ? new Promise<never>(() => undefined) : fault.error ? Promise.reject(fault.error) : actual.getPayloadClient(),
  }
})

import { GET as live } from '@/app/(api)/api/health/live/route'
import { GET as ready } from '@/app/(api)/api/health/ready/route'
import { GET as health } from '@/app/(api)/api/health/route'
import { POST as rate } from '@/app/PgTempRatingResult/add/route'
import { PEER_HEADER } from '@/lib/client-address'
import { env } from '@/lib/env'
import { RETRY_AFTER_SECONDS } from '@/lib/unavailable'

import { testPayload } from './helpers'

let payload: Payload
const run = Date.now().toString(36)
let counter = 0

/** A valid rating of a screen of the site, from its own address (no rate limit shared with other tests). */
const postRating = () => {
  const sessionId = `session_${Date.now()}_down${run}x${++counter}`
  const request = new Request(`${env.SITE_URL}/PgTempRatingResult/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(env.SITE_URL).origin, [PEER_HEADER]: `198.51.100.${150 + counter}` },
    body: JSON.stringify({ pageName: '/privacy', result: 4, max: 5, sessionId }),
  })
  return { sessionId, response: rate(request) }
}

const cannotOpen = () => Object.assign(new Error('unable to open database file'), { code: 'SQLITE_CANTOPEN' })
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

beforeAll(async () => {
  payload = await testPayload()
  // Expected warnings of a database that is down: one line each, kept out of the test output.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(payload.logger, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  fault.error = undefined
  fault.hang = false
  vi.restoreAllMocks()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(payload.logger, 'warn').mockImplementation(() => {})
})

afterAll(async () => {
  vi.restoreAllMocks()
  await payload.delete({ collection: 'ratings', where: { sessionId: { like: `down${run}` } } })
})

const rows = (sessionId: string) => payload.count({ collection: 'ratings', where: { sessionId: { equals: sessionId } } })

describe('the rating endpoint with the database down', () => {
  it('answers 503 with the envelope and Retry-After when the database cannot be opened', async () => {
    fault.error = cannotOpen()
    const response = await postRating().response
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ isDone: false, message: expect.stringMatching(/temporarily unavailable/) })
  })

  it('answers 503 when the connection drops at the insert, and has stored nothing', async () => {
    vi.spyOn(payload, 'create').mockRejectedValueOnce(new Error('Failed query: insert into "ratings"', { cause: refused() }))
    const { sessionId, response } = postRating()
    const answered = await response
    expect(answered.status).toBe(503)
    expect(answered.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect((await answered.json()).isDone).toBe(false)
    expect((await rows(sessionId)).totalDocs).toBe(0)
  })

  it('keeps a bug a 500 with the envelope, no stack trace, no Retry-After', async () => {
    vi.spyOn(payload.logger, 'error').mockImplementation(() => {})
    vi.spyOn(payload, 'create').mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'id')"))
    const response = await postRating().response
    expect(response.status).toBe(500)
    expect(response.headers.get('retry-after')).toBeNull()
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ isDone: false, message: expect.any(String) })
    expect(text).not.toMatch(/TypeError|\bat \S+ \(/)
  })
})

describe('GET /api/health with the database down', () => {
  const expectUnavailable = async (response: Response) => {
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'unavailable' })
  }

  it('answers 503 when the database cannot be opened or refuses the read', async () => {
    fault.error = cannotOpen()
    await expectUnavailable(await health())
    fault.error = undefined
    vi.spyOn(payload, 'find').mockRejectedValueOnce(new Error('Failed query: select', { cause: refused() }))
    await expectUnavailable(await health())
  })

  it('answers 503 within its deadline when the database hangs, and 200 again once it answers', async () => {
    fault.hang = true
    const started = Date.now()
    await expectUnavailable(await health())
    expect(Date.now() - started).toBeLessThan(10_000)
    fault.hang = false
    expect((await health()).status).toBe(200)
  })
})

describe('GET /api/health/live and /api/health/ready', () => {
  it('ready answers 503 naming the database while it is down; live answers 200 all along', async () => {
    fault.error = cannotOpen()
    const notReady = await ready()
    expect(notReady.status).toBe(503)
    expect(notReady.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    expect(notReady.headers.get('cache-control')).toBe('no-store')
    expect(await notReady.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } })
    const alive = live()
    expect(alive.status).toBe(200)
    expect(alive.headers.get('cache-control')).toBe('no-store')
    expect(await alive.json()).toEqual({ status: 'ok' })
    fault.error = undefined
    const back = await ready()
    expect(back.status).toBe(200)
    expect(await back.json()).toEqual({ status: 'ok', checks: { database: 'ok' } })
  })

  it('ready answers 503 at once while the server is stopping (SIGTERM), with the database up', async () => {
    const lifecycle = Symbol.for('dhofar.lifecycle')
    const holder = globalThis as { [lifecycle]?: { draining: boolean } }
    holder[lifecycle] = { draining: true }
    try {
      const response = await ready()
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBeTruthy()
      expect(await response.json()).toEqual({ status: 'unavailable', checks: { draining: 'unavailable' } })
      expect(live().status).toBe(200)
    } finally {
      delete holder[lifecycle]
    }
    expect((await ready()).status).toBe(200)
  })
})
