/** Pure pieces of the platform: rate limiting, client address, link validation, sanitising, seed building. */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { validateLink } from '@/fields/link'
import { PEER_HEADER, clientAddress, normalizeAddress } from '@/lib/client-address'
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

describe('clientAddress', () => {
  const headers = (peer: string | null, xff?: string) =>
    new Headers({ ...(peer ? { [PEER_HEADER]: peer } : {}), ...(xff ? { 'x-forwarded-for': xff } : {}) })
  it('with no proxy trusted, uses the connection and ignores X-Forwarded-For', () => {
    expect(clientAddress(headers('127.0.0.1', '192.0.2.1'), 0)).toBe('127.0.0.1')
    expect(clientAddress(headers('::ffff:203.0.113.9', '192.0.2.1, 192.0.2.2'), 0)).toBe('203.0.113.9')
    expect(clientAddress(headers(null, '192.0.2.1'), 0)).toBe('unknown')
  })
  it('with n proxies trusted, takes the n-th entry from the right and ignores what a client forged', () => {
    expect(clientAddress(headers('10.0.0.1', '203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientAddress(headers('10.0.0.1', '1.1.1.1, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientAddress(headers('10.0.0.1', '1.1.1.1, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9')
    // A proxy chain shorter than configured: the furthest address known, never a forged one beyond it.
    expect(clientAddress(headers('10.0.0.1'), 1)).toBe('10.0.0.1')
    expect(clientAddress(headers(null), 1)).toBe('unknown')
  })
  it('reads ports and brackets proxies add, and refuses what is not an address', () => {
    expect(normalizeAddress('203.0.113.9:51234')).toBe('203.0.113.9')
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1')
    expect(normalizeAddress('evil')).toBeNull()
    expect(clientAddress(headers('10.0.0.1', 'not-an-ip'), 1)).toBe('unknown')
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
