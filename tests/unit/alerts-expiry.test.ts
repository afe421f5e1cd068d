/**
 * Expiring a tag from a timer, outside any request (src/lib/expire-here.ts, ADR 0038): Next's own tag manifest marks
 * entries made before as expired (what Next and both cache handlers consult), and the origin's kept answers made
 * from the tag are dropped.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { expireTagsHere } from '@/lib/expire-here'

const require = createRequire(path.join(process.cwd(), 'package.json'))
const { areTagsExpired, tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  areTagsExpired: (tags: string[], timestamp: number) => boolean
  tagsManifest: Map<string, { stale?: number; expired?: number }>
}

const KEY = Symbol.for('dhofar.responseCache')
const holder = globalThis as unknown as Record<symbol, unknown>

afterEach(() => {
  delete holder[KEY]
  tagsManifest.delete('alerts')
})

describe('expireTagsHere', () => {
  it('expires in Next’s tag manifest what was cached before, not what is cached after', async () => {
    const before = Date.now() - 1000
    expect(areTagsExpired(['alerts'], before)).toBe(false)
    expireTagsHere(['alerts'])
    expect(areTagsExpired(['alerts'], before)).toBe(true)
    expect(areTagsExpired(['page:home'], before)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(areTagsExpired(['alerts'], Date.now())).toBe(false)
  })

  it('drops the origin’s kept answers made from the tag', () => {
    const dropped: string[][] = []
    holder[KEY] = { generation: 0, caches: new Set([{ dropTagged: (tags: string[]) => dropped.push(tags) }]) }
    expireTagsHere(['alerts'])
    expect(dropped).toEqual([['alerts']])
  })
})
