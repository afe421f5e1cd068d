import { geocode, geocodeLimiter, geocodeQuery } from '@/features/map'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'

/** GET /api/v1/geocode?q=: the configured outside geocoder, through our server (404 when none is configured). */
export async function GET(request: Request) {
  if (!env.GEOCODER_URL) return Response.json({ error: 'No geocoder is configured' }, { status: 404 })
  const parsed = geocodeQuery.safeParse({ q: new URL(request.url).searchParams.get('q') ?? '' })
  if (!parsed.success) return Response.json({ error: 'q must be 1 to 200 characters' }, { status: 400 })
  const verdict = await geocodeLimiter.hit(clientAddress(request.headers))
  if (!verdict.allowed) {
    return Response.json({ error: 'Too many requests' }, { status: 429, headers: { 'Retry-After': String(Math.ceil(verdict.retryAfterMs / 1000)) } })
  }
  try {
    const results = await geocode(parsed.data.q, { baseUrl: env.GEOCODER_URL, userAgent: env.OUTBOUND_USER_AGENT })
    return Response.json({ results }, { headers: { 'Cache-Control': 'public, max-age=3600' } })
  } catch (error) {
    console.warn('Geocoding failed:', error instanceof Error ? error.message : error)
    return Response.json({ error: 'The geocoder is not available' }, { status: 502 })
  }
}
