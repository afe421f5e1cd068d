/**
 * Current weather of a season's places (docs/product.md, ADR 0007): an Open-Meteo-compatible provider, called by
 * our server only (`WEATHER_URL`), over a 2 s timeout, cached for 30 minutes in Next's data cache. Any failure
 * (no URL, timeout, HTTP error, unexpected body) gives no entry: the block is then simply absent.
 */
export type WeatherNow = { temperature: number; code: number }
export type WeatherPlace = { name: string; lat: number; lng: number }
export type WeatherEntry = WeatherNow & { name: string }

export const WEATHER_TIMEOUT_MS = 2000
export const WEATHER_REVALIDATE_S = 1800

/** `{ current: { temperature_2m, weather_code } }` → the reading, or null for anything else. */
export function parseWeather(body: unknown): WeatherNow | null {
  if (!body || typeof body !== 'object' || !('current' in body)) return null
  const current = (body as { current: unknown }).current
  if (!current || typeof current !== 'object') return null
  const { temperature_2m: temperature, weather_code: code } = current as Record<string, unknown>
  if (typeof temperature !== 'number' || !Number.isFinite(temperature)) return null
  return { temperature: Math.round(temperature), code: typeof code === 'number' ? code : 0 }
}

export function weatherUrl(base: string, { lat, lng }: Pick<WeatherPlace, 'lat' | 'lng'>): string {
  const url = new URL(base)
  url.searchParams.set('latitude', String(lat))
  url.searchParams.set('longitude', String(lng))
  url.searchParams.set('current', 'temperature_2m,weather_code')
  return url.href
}

type FetchLike = (input: string, init?: RequestInit & { next?: { revalidate: number } }) => Promise<Response>

export type WeatherOptions = { baseUrl: string | undefined; userAgent: string; fetchImpl?: FetchLike }

export async function fetchWeather(place: WeatherPlace, { baseUrl, userAgent, fetchImpl = fetch }: WeatherOptions) {
  if (!baseUrl) return null
  try {
    const response = await fetchImpl(weatherUrl(baseUrl, place), {
      headers: { 'User-Agent': userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(WEATHER_TIMEOUT_MS),
      next: { revalidate: WEATHER_REVALIDATE_S },
    })
    if (!response.ok) return null
    return parseWeather(await response.json())
  } catch {
    // Timeouts and network errors are expected from a third party: no weather, no error page.
    return null
  }
}

/** Every place's reading; places that failed are left out. No call at all without places or a URL. */
export async function weatherFor(places: WeatherPlace[], options: WeatherOptions): Promise<WeatherEntry[]> {
  if (!options.baseUrl || places.length === 0) return []
  const readings = await Promise.all(places.map((place) => fetchWeather(place, options)))
  return places.flatMap((place, i) => {
    const reading = readings[i]
    return reading ? [{ name: place.name, ...reading }] : []
  })
}
