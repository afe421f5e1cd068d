/**
 * A content change made outside a request (the scheduled publishing runner) still expires its cache tags: Next's
 * `revalidateTag` refuses there, so src/lib/revalidate.ts expires them as Next's cache handlers would, through the
 * Redis handler when this process runs it (every replica), else in this process.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

import type { PayloadRequest } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('next/cache', () => ({
  revalidateTag: () => {
    throw new Error('Invariant: static generation store missing in revalidateTag')
  },
}))

const { expireTags } = await import('@/lib/revalidate')

const require = createRequire(path.join(process.cwd(), 'package.json'))
const { areTagsExpired, tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  areTagsExpired: (tags: string[], timestamp: number) => boolean
  tagsManifest: Map<string, unknown>
}
const REDIS_HANDLER = Symbol.for('dhofar.next-cache')
const holder = globalThis as unknown as Record<symbol, unknown>
const req = { context: {}, payload: { logger: { debug: () => {} } } } as unknown as PayloadRequest

afterEach(() => {
  delete holder[REDIS_HANDLER]
  for (const tag of ['page:news-a', 'pages', 'alerts']) tagsManifest.delete(tag)
})

describe('expireTags outside a request', () => {
  it('expires every tag in this process when no Redis handler runs', () => {
    const before = Date.now() - 1000
    expireTags(req, ['page:news-a', 'pages', 'pages'])
    expect(areTagsExpired(['page:news-a'], before)).toBe(true)
    expect(areTagsExpired(['pages'], before)).toBe(true)
    expect(areTagsExpired(['alerts'], before)).toBe(false)
  })

  it('hands the tags to the Redis handler, which tells every replica', () => {
    const shared: string[][] = []
    holder[REDIS_HANDLER] = { expireFromOutside: (tags: string[]) => shared.push(tags) }
    expireTags(req, new Set(['page:news-a', 'pages']))
    expect(shared).toEqual([['page:news-a', 'pages']])
  })

  it('does nothing when the change asks not to', () => {
    const before = Date.now() - 1000
    expireTags({ ...req, context: { disableRevalidate: true } } as unknown as PayloadRequest, ['pages'])
    expect(areTagsExpired(['pages'], before)).toBe(false)
  })
})
