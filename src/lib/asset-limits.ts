/**
 * How often one client address may ask for the pictures the server makes (docs/decisions/0015-hardening.md): the
 * image optimiser (`/_next/image` and its short form `/img/…`, an AVIF encode of about 0.65 s on a miss) and the
 * link-preview cards (`/og/…`, 55-95 ms of sharp on a miss). Both are cached, so a visitor mostly costs a cache
 * read; the limits bound what one address can make the server do while the copies do not exist yet. Counted by
 * the proxy (src/proxy.ts) with the site's limiter (Redis across replicas, ./rate-limit.ts), per
 * `clientAddress()`.
 *
 * - Pictures: 3,000 a minute. The home page names about forty pictures in a first screenful. Mobile networks put
 *   many phones behind one carrier address (CGNAT), the common case for a visitor in the Khareef: seventy-five first
 *   screenfuls a minute from one address stay under it. What one address can make the server encode is bounded
 *   anyway, since only the site's own pictures at the configured widths and qualities are accepted.
 * - Cards: 300 a minute. A link preview fetches one card per shared link; a messaging service fetches them for
 *   many people from a few addresses.
 */
import { NextResponse } from 'next/server'

import { clientAddress } from './client-address'
import { RateLimiter } from './rate-limit'

export const ASSET_LIMITS = {
  images: { limit: 3_000, windowMs: 60_000 },
  cards: { limit: 300, windowMs: 60_000 },
} as const

type Kind = keyof typeof ASSET_LIMITS

const limiters: Record<Kind, RateLimiter> = {
  images: new RateLimiter({ name: 'images', ...ASSET_LIMITS.images }),
  cards: new RateLimiter({ name: 'og-cards', ...ASSET_LIMITS.cards }),
}

/** Which limit an address counts against, if any (src/proxy.ts's matcher names the same addresses). */
export function assetKind(pathname: string): Kind | null {
  if (pathname === '/_next/image' || pathname.startsWith('/img/')) return 'images'
  if (pathname.startsWith('/og/')) return 'cards'
  return null
}

/** A 429 with Retry-After once the address has asked too often; null when it may go on. */
export async function limitAsset(pathname: string, headers: Headers): Promise<NextResponse | null> {
  const kind = assetKind(pathname)
  if (!kind) return null
  const verdict = await limiters[kind].hit(clientAddress(headers))
  if (verdict.allowed) return null
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))
  return new NextResponse(`Too many requests from your address. Try again in ${seconds} seconds.`, {
    status: 429,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(seconds), 'Cache-Control': 'no-store' },
  })
}
