/** Issue 16: telling a database that does not answer from a bug, and bounding anonymous REST reads. */
import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'

import { ANONYMOUS_REST, boundRead } from '@/lib/anonymous-rest'
import { isDatabaseUnavailable, withDeadline } from '@/lib/unavailable'

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

describe('boundRead', () => {
  it('caps limit and depth, including "no limit"', () => {
    expect(boundRead({ limit: -1, depth: 3 })).toMatchObject({ limit: ANONYMOUS_REST.maxLimit, depth: ANONYMOUS_REST.maxDepth, pagination: true })
    expect(boundRead({ limit: 0 })).toMatchObject({ limit: ANONYMOUS_REST.maxLimit })
    expect(boundRead({ limit: 5, depth: 0, pagination: false })).toEqual({ limit: 5, depth: 0, pagination: true })
  })
})
