import { describe, expect, it } from 'vitest'

import { regionHits } from '@/features/map/data'
import { geocode } from '@/features/map/geocoder'
import { mergeHits, searchLocal, zoomFor, type MapHit } from '@/features/map/search'

const place = (id: string, en: string, ar: string, lat = 17, lng = 54): MapHit => ({ kind: 'place', id, label: { en, ar }, lat, lng })
const items = [
  ...regionHits,
  place('castle', 'Mirbat Castle', 'حصن مرباط', 16.989, 54.692),
  place('tomb', 'Tomb of Mohammed bin Ali', 'ضريح محمد بن علي'),
  place('old-mirbat', 'Old Mirbat harbour', 'ميناء مرباط القديم'),
  place('taqah', 'Taqah Castle', 'حصن طاقة'),
]

describe('map place search', () => {
  it('does nothing for an empty query and caps suggestions at five', () => {
    expect(searchLocal(items, '   ')).toEqual([])
    expect(searchLocal(items, 'a').length).toBeLessThanOrEqual(5)
  })

  it('ranks an exact name, then a prefix, then a word prefix, then a substring', () => {
    expect(searchLocal(items, 'mirbat').map((h) => h.id)).toEqual(['region:Mirbat', 'castle', 'old-mirbat'])
    expect(searchLocal(items, 'castle').map((h) => h.id)).toEqual(['castle', 'taqah'])
    expect(searchLocal(items, 'astle').map((h) => h.id)).toEqual(['castle', 'taqah'])
  })

  it('finds Arabic names whatever the hamza, taa marbuta or diacritics', () => {
    expect(searchLocal(items, 'حِصن مرباط')[0].id).toBe('castle')
    expect(searchLocal(items, 'طاقه').map((h) => h.id)).toEqual(['region:Taqah', 'taqah'])
    expect(searchLocal(items, 'صلاله')[0].id).toBe('region:Salalah')
  })

  it('puts our hits before the geocoder and drops geocoder duplicates', () => {
    const geo: MapHit[] = [
      { kind: 'geocoder', id: 'g1', label: { en: 'Mirbat, Oman', ar: 'Mirbat, Oman' }, lat: 16.99, lng: 54.692 },
      { kind: 'geocoder', id: 'g2', label: { en: 'Mirbat Road', ar: 'Mirbat Road' }, lat: 17.2, lng: 54.3 },
    ]
    const ours = searchLocal(items, 'Mirbat Castle')
    expect(mergeHits(ours, geo).map((h) => h.id)).toEqual(['castle', 'g2'])
    expect(zoomFor(ours[0])).toBe(13)
    expect(zoomFor(geo[1])).toBe(18)
  })
})

describe('geocoder proxy', () => {
  it('asks with our User-Agent, maps Nominatim answers and caches them', async () => {
    const calls: { url: string; agent: string | null }[] = []
    const fetcher = (async (url: URL, init?: RequestInit) => {
      calls.push({ url: String(url), agent: new Headers(init?.headers).get('user-agent') })
      return Response.json([{ lat: '17.01', lon: '54.09', display_name: 'Salalah, Oman', boundingbox: ['16.9', '17.1', '53.9', '54.2'] }])
    }) as typeof fetch
    const options = { baseUrl: 'https://geo.example/search', userAgent: 'Test/1.0', fetcher, now: 1 }
    const first = await geocode('Salalah unit', options)
    expect(first).toEqual([{ x: 54.09, y: 17.01, label: 'Salalah, Oman', bounds: [16.9, 17.1, 53.9, 54.2] }])
    expect(await geocode('salalah UNIT', options)).toEqual(first)
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe('https://geo.example/search?q=Salalah+unit&format=json&limit=5')
    expect(calls[0].agent).toBe('Test/1.0')
  })
})
