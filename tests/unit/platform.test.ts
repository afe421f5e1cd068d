/** Pure pieces of the platform: rate limiting, link validation, sanitising, seed building. */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { validateLink } from '@/fields/link'
import { RateLimiter } from '@/lib/rate-limit'
import { richTextToHtml, sanitize } from '@/lib/rich-text'
import { seedDateToISO, withRowIds } from '@/seed/build'

describe('RateLimiter (in memory: no REDIS_URL)', () => {
  afterEach(() => vi.useRealTimers())
  it('allows the limit, refuses the next with the wait, and frees the key after the window', async () => {
    vi.useFakeTimers({ now: 1_000 })
    const limiter = new RateLimiter({ name: 'unit', limit: 2, windowMs: 60_000 })
    expect(await limiter.hit('a')).toEqual({ allowed: true })
    expect(await limiter.hit('a')).toEqual({ allowed: true })
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 60_000 })
    expect(await limiter.hit('b')).toEqual({ allowed: true })
    vi.advanceTimersByTime(60_001)
    expect(await limiter.hit('a')).toEqual({ allowed: true })
  })
  it('keeps the counts of differently named limiters apart', async () => {
    const one = new RateLimiter({ name: 'one', limit: 1, windowMs: 60_000 })
    const two = new RateLimiter({ name: 'two', limit: 1, windowMs: 60_000 })
    expect(await one.hit('k')).toEqual({ allowed: true })
    expect(await two.hit('k')).toEqual({ allowed: true })
    expect((await one.hit('k')).allowed).toBe(false)
  })
  it('gives one hit back within the window, never into the next one, and forgets a key on reset', async () => {
    vi.useFakeTimers({ now: 1_000 })
    const limiter = new RateLimiter({ name: 'refund', limit: 2, windowMs: 60_000 })
    await limiter.hit('a')
    await limiter.hit('a')
    await limiter.refund('a')
    expect(await limiter.hit('a')).toEqual({ allowed: true })
    expect((await limiter.hit('a')).allowed).toBe(false)
    await limiter.reset('a')
    expect(await limiter.hit('a')).toEqual({ allowed: true })
    vi.advanceTimersByTime(60_001)
    await limiter.refund('a') // the window has passed: nothing to give back, and no credit for the next window
    expect(await limiter.hit('a')).toEqual({ allowed: true })
    expect(await limiter.hit('a')).toEqual({ allowed: true })
    expect((await limiter.hit('a')).allowed).toBe(false)
  })
})

describe('validateLink', () => {
  it('accepts site paths and http(s) URLs only', () => {
    expect(validateLink('/economy/Tourism-Sector')).toBe(true)
    expect(validateLink('https://evisa.rop.gov.om')).toBe(true)
    expect(validateLink('')).toBe(true)
    expect(validateLink('javascript:alert(1)')).not.toBe(true)
    expect(validateLink('//evil.example')).not.toBe(true)
    expect(validateLink('about')).not.toBe(true)
  })
})

describe('sanitize', () => {
  it('keeps content markup and strips scripts, handlers and javascript: links', () => {
    const html = sanitize('<p onclick="x()">Hi <a href="javascript:alert(1)">x</a><script>alert(1)</script><strong>b</strong></p>')
    expect(html).toBe('<p>Hi <a>x</a><strong>b</strong></p>')
  })
  it('opens external links safely', () => {
    expect(sanitize('<a href="https://example.om">x</a>')).toBe('<a href="https://example.om" rel="noopener noreferrer" target="_blank">x</a>')
  })
  it('renders nothing for values that are not rich text', () => {
    expect(richTextToHtml(null)).toBe('')
    expect(richTextToHtml(42)).toBe('')
  })
})

describe('seed building', () => {
  it('places relative dates at the Muscat hour', () => {
    const now = new Date('2026-03-10T20:00:00Z')
    expect(seedDateToISO({ days: 2, hour: 16 }, now)).toBe('2026-03-12T12:00:00.000Z')
    expect(seedDateToISO({ days: -1 }, now)).toBe('2026-03-09T06:00:00.000Z')
  })

  it('copies row ids onto the second language so rows are filled, not replaced', () => {
    const stored = { sections: [{ id: 's1', cardItems: [{ id: 'c1', title: 'A' }] }], content: { root: { x: 1 } } }
    const ar = { sections: [{ cardItems: [{ title: 'أ' }] }], content: { root: { y: 2 } } }
    expect(withRowIds(ar, stored)).toEqual({ sections: [{ id: 's1', cardItems: [{ id: 'c1', title: 'أ' }] }], content: { root: { y: 2 } } })
  })
})
