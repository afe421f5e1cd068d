/** Telling a database that does not answer from a bug, and bounding anonymous REST reads. */
import { createClient } from '@libsql/client'
import type { AfterErrorHook } from 'payload'
import { describe, expect, it } from 'vitest'

import { ANONYMOUS_REST, boundRead } from '@/lib/anonymous-rest'
import { answerUnavailable, isDatabaseUnavailable, withDeadline } from '@/lib/unavailable'

describe('isDatabaseUnavailable', () => {
  it('recognises the driver error of a database file that cannot be opened, also when wrapped', async () => {
    const error = await (async () => createClient({ url: 'file:/nonexistent-folder-i16/dhofar.db' }).execute('select 1'))().then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).not.toBeNull()
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true)
  })
  it('recognises refused connections and full disks, and leaves bugs alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isDatabaseUnavailable({ code: 'SQLITE_IOERR_WRITE', message: 'disk I/O error' })).toBe(true)
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
  it('turns a hanging call into an unavailable error', async () => {
    const error = await withDeadline(new Promise(() => undefined), 20).catch((e: unknown) => e)
    expect(isDatabaseUnavailable(error)).toBe(true)
  })
})

describe('answerUnavailable (Payload REST routes)', () => {
  type HookArgs = Parameters<AfterErrorHook>[0]
  const call = (error: unknown, language = 'en') => {
    const req = { i18n: { language } } as unknown as HookArgs['req']
    const result = answerUnavailable({ error, req, context: {}, result: {} } as unknown as HookArgs)
    return { result, retryAfter: req.responseHeaders?.get('retry-after') ?? null }
  }
  /** What a write on a full disk throws in production: Drizzle's "Failed query" around the driver's SQLITE_FULL. */
  const full = new Error('Failed query: insert into "users_sessions" ...', {
    cause: Object.assign(new Error('SQLITE_FULL: database or disk is full'), { code: 'SQLITE_FULL' }),
  })

  it('answers a full disk or an unreachable database with 503 and Retry-After, in the admin\'s language', () => {
    const { result, retryAfter } = call(full)
    expect(result).toMatchObject({ status: 503, response: { errors: [{ message: expect.stringMatching(/temporarily unavailable/) }] } })
    expect(retryAfter).toBe('30')
    expect(call(full, 'ar').result).toMatchObject({ status: 503, response: { errors: [{ message: expect.stringMatching(/غير متاحة/) }] } })
  })

  it('leaves other errors to Payload', () => {
    expect(call(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({ result: undefined, retryAfter: null })
  })
})

describe('boundRead', () => {
  it('caps limit and depth, including "no limit"', () => {
    expect(boundRead({ limit: -1, depth: 3 })).toMatchObject({ limit: ANONYMOUS_REST.maxLimit, depth: ANONYMOUS_REST.maxDepth, pagination: true })
    expect(boundRead({ limit: 0 })).toMatchObject({ limit: ANONYMOUS_REST.maxLimit })
    expect(boundRead({ limit: 5, depth: 0, pagination: false })).toEqual({ limit: 5, depth: 0, pagination: true })
  })
})
