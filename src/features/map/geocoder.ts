/**
 * The outside geocoder, only through our server (docs/product.md, ADR 0006): a Nominatim-compatible
 * `GEOCODER_URL` asked `?q=&format=json&limit=5` with our descriptive User-Agent (Nominatim's usage policy), a 3 s
 * timeout, answers kept in memory for a day (places do not move), and a per-client rate limit so the site never
 * floods the provider on a visitor's behalf.
 */
import { z } from 'zod'

import { RateLimiter } from '@/lib/rate-limit'

export const geocodeQuery = z.object({ q: z.string().trim().min(1).max(200) })

export type GeocodeResult = { x: number; y: number; label: string; bounds: [number, number, number, number] | null }

const nominatim = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    display_name: z.string(),
    boundingbox: z.array(z.coerce.number()).length(4).optional(),
  }),
)

const TIMEOUT_MS = 3000
const TTL_MS = 24 * 60 * 60 * 1000
const MAX_ENTRIES = 500

export const geocodeLimiter = new RateLimiter({ name: 'geocode', limit: 20, windowMs: 60_000 })

const memory = new Map<string, { at: number; results: GeocodeResult[] }>()

export async function geocode(
  query: string,
  options: { baseUrl: string; userAgent: string; fetcher?: typeof fetch; now?: number },
): Promise<GeocodeResult[]> {
  const key = query.toLowerCase()
  const now = options.now ?? Date.now()
  const hit = memory.get(key)
  if (hit && now - hit.at < TTL_MS) return hit.results
  const url = new URL(options.baseUrl)
  url.searchParams.set('q', query)
  url.searchParams.set('format', 'json')
  url.searchParams.set('limit', '5')
  const response = await (options.fetcher ?? fetch)(url, {
    headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`Geocoder answered ${response.status}`)
  const results = nominatim.parse(await response.json()).map((r) => ({
    x: r.lon,
    y: r.lat,
    label: r.display_name,
    bounds: r.boundingbox ? ([r.boundingbox[0], r.boundingbox[1], r.boundingbox[2], r.boundingbox[3]] as GeocodeResult['bounds']) : null,
  }))
  if (memory.size >= MAX_ENTRIES) memory.delete(memory.keys().next().value as string)
  memory.set(key, { at: now, results })
  return results
}
