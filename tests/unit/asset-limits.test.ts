/**
 * The pictures the server makes are limited per client address by the proxy (src/lib/asset-limits.ts, src/proxy.ts):
 * the image optimiser, under its own address and the short one, and the link-preview cards. Past the limit an
 * address gets a 429 with Retry-After; another address is not affected.
 */
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ASSET_LIMITS } from '@/lib/asset-limits'
import { PEER_HEADER } from '@/lib/client-address'

// next-intl's middleware cannot load outside Next; these addresses never reach it anyway.
vi.mock('next-intl/middleware', async () => {
  const { NextResponse } = await import('next/server')
  return { default: () => () => NextResponse.next() }
})

let proxy: (request: NextRequest) => Promise<Response>

beforeAll(async () => {
  vi.stubEnv('PAYLOAD_SECRET', 'p'.repeat(32))
  vi.stubEnv('IP_HASH_SALT', 's'.repeat(32))
  proxy = (await import('@/proxy')).default
})

afterAll(() => vi.unstubAllEnvs())

const ask = (path: string, peer: string) => proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { [PEER_HEADER]: peer } }))

describe('per-address limits on the pictures the server makes', () => {
  it('answer 429 with Retry-After once an address has asked for too many optimised pictures, both addresses counted together', async () => {
    const peer = '192.0.2.61'
    for (let i = 0; i < ASSET_LIMITS.images.limit; i++) {
      const path = i % 2 ? `/img/640/salalah.jpg?n=${i}` : `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fsalalah.jpg&w=640&q=75&n=${i}`
      expect((await ask(path, peer)).status, path).not.toBe(429)
    }
    const refused = await ask('/img/640/salalah.jpg', peer)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.text()).toMatch(/Too many requests/)
    // Someone else is still served.
    expect((await ask('/img/640/salalah.jpg', '192.0.2.62')).status).not.toBe(429)
  })

  it('answer 429 with Retry-After once an address has asked for too many link-preview cards', async () => {
    const peer = '192.0.2.63'
    for (let i = 0; i < ASSET_LIMITS.cards.limit; i++) expect((await ask(`/og/en/_site.jpg?zz=${i}`, peer)).status).not.toBe(429)
    const refused = await ask('/og/ar/_site.jpg', peer)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // The pictures' own count is separate.
    expect((await ask('/img/640/salalah.jpg', peer)).status).not.toBe(429)
  })

  it('leave pages alone', async () => {
    for (let i = 0; i < 5; i++) expect((await ask('/about', '192.0.2.64')).status).not.toBe(429)
  })
})
