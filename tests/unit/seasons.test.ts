import { describe, expect, it, vi } from 'vitest'

import { seasonEventTag } from '@/features/seasons/queries'
import { parseWeather, weatherFor, weatherUrl } from '@/features/weather/weather'

vi.mock('@/page-data/queries', () => ({ getPagesByCategory: vi.fn() }))

describe('season mapping', () => {
  it('reads the season page’s event tag (AUTUMN, SERB, WINTER)', () => {
    expect(seasonEventTag({ category: 'seasons', season: { tag: 'SERB' } })).toBe('SERB')
    expect(seasonEventTag({ category: 'seasons', season: {} })).toBeNull()
    expect(seasonEventTag({ category: 'news', season: { tag: 'AUTUMN' } })).toBeNull()
  })
})

describe('weather', () => {
  const places = [
    { name: 'Salalah', lat: 17.02, lng: 54.09 },
    { name: 'Mirbat', lat: 16.99, lng: 54.69 },
  ]
  const options = (fetchImpl: (url: string) => Promise<Response>) => ({ baseUrl: 'https://weather.test/v1/forecast', userAgent: 'Test/1', fetchImpl })

  it('parses an Open-Meteo current reading and rejects anything else', () => {
    expect(parseWeather({ current: { temperature_2m: 24.6, weather_code: 3 } })).toEqual({ temperature: 25, code: 3 })
    expect(parseWeather({ current: { temperature_2m: 'hot' } })).toBeNull()
    expect(parseWeather(null)).toBeNull()
    expect(weatherUrl('https://weather.test/v1/forecast', places[0])).toBe(
      'https://weather.test/v1/forecast?latitude=17.02&longitude=54.09&current=temperature_2m%2Cweather_code',
    )
  })

  it('returns a card per place that answered (local fake provider)', async () => {
    const fake = vi.fn(async (url: string) =>
      url.includes('latitude=17.02')
        ? Response.json({ current: { temperature_2m: 27.2, weather_code: 61 } })
        : new Response('down', { status: 503 }),
    )
    expect(await weatherFor(places, options(fake))).toEqual([{ name: 'Salalah', temperature: 27, code: 61 }])
    expect(fake).toHaveBeenCalledTimes(2)
  })

  it('is absent when the provider fails, and not called without places or a URL', async () => {
    const failing = vi.fn(async () => {
      throw new Error('timeout')
    })
    expect(await weatherFor(places, options(failing))).toEqual([])
    const never = vi.fn(async () => Response.json({}))
    expect(await weatherFor([], options(never))).toEqual([])
    expect(await weatherFor(places, { baseUrl: undefined, userAgent: 'x', fetchImpl: never })).toEqual([])
    expect(never).not.toHaveBeenCalled()
  })
})
