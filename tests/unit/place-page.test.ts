/**
 * A place's page's pure parts (src/features/places): the schema.org TouristAttraction (opening hours with seasons
 * and closures, free entry only when recorded, amenities only when recorded), the directions links, the nearest
 * places, and what the list's filters match (a fact not recorded matches nothing).
 */
import { describe, expect, it } from 'vitest'

import type { PlaceEntry } from '@/features/places/data'
import { directionLinks } from '@/features/places/directions'
import { placeJsonLd } from '@/features/places/jsonLd'
import { distanceKm, nearbyPlaces } from '@/features/places/nearby'
import { placesIn } from '@/features/places/PlacesScreen'
import { travelOf } from '@/features/places/travel'

const entry = (key: string, doc: Record<string, unknown>, at: [number, number] = [17.01, 54.1], region = 'SalalahRegion'): PlaceEntry => ({
  id: 1,
  key,
  name: { en: `Place ${key}`, ar: `مكان ${key}` },
  region: region as PlaceEntry['region'],
  lat: at[0],
  lng: at[1],
  condition: null,
  description: { en: null, ar: null },
  travel: travelOf(doc),
  image: null,
  updatedAt: null,
})

const words = { access: (key: string) => `access:${key}`, facility: (key: string) => `facility:${key}`, wilayat: 'Salalah' }

describe('a place’s schema.org data', () => {
  it('carries its hours, seasons, closures, free entry and the facts recorded, nothing unrecorded', () => {
    const place = entry('museum', {
      hours: {
        kind: 'weekly',
        weekly: [{ days: ['sun', 'mon'], opens: '08:00', closes: '14:00' }, { days: ['fri'], opens: '18:00', closes: '01:00', overnight: true }],
        variants: [{ kind: 'ramadan', name: { en: 'Ramadan hours' }, from: '2027-02-08', to: '2027-03-09', rows: [{ days: ['sun'], opens: '20:00', closes: '23:00' }] }],
        closures: [{ from: '2027-01-01', to: '2027-01-01' }],
      },
      fee: { kind: 'free' },
      access: { stepFree: 'yes', accessibleToilet: 'no' },
      facilities: { parking: 'yes' },
    })
    const data = JSON.parse(placeJsonLd(place, words, '/places/museum', 'ar', 'https://dhofar.example'))
    expect(data).toMatchObject({
      '@type': 'TouristAttraction',
      name: 'مكان museum',
      url: 'https://dhofar.example/ar/places/museum',
      geo: { '@type': 'GeoCoordinates', latitude: 17.01, longitude: 54.1 },
      isAccessibleForFree: true,
      address: { addressLocality: 'Salalah', addressCountry: 'OM' },
    })
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Sunday', 'https://schema.org/Monday'], opens: '08:00:00', closes: '14:00:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '18:00:00', closes: '01:00:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Sunday'], opens: '20:00:00', closes: '23:00:00', validFrom: '2027-02-08', validThrough: '2027-03-09' },
      { '@type': 'OpeningHoursSpecification', opens: '00:00:00', closes: '00:00:00', validFrom: '2027-01-01', validThrough: '2027-01-01' },
    ])
    expect(data.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'access:stepFree', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'access:accessibleToilet', value: false },
      { '@type': 'LocationFeatureSpecification', name: 'facility:parking', value: true },
    ])
  })

  it('says nothing of hours, entry or amenities that are not recorded', () => {
    const data = JSON.parse(placeJsonLd(entry('bare', {}), words, '/places/bare', 'en', 'https://dhofar.example'))
    expect(data.openingHoursSpecification).toBeUndefined()
    expect(data.isAccessibleForFree).toBeUndefined()
    expect(data.amenityFeature).toBeUndefined()
    expect(JSON.parse(placeJsonLd(entry('paid', { fee: { kind: 'paid', amounts: [{ visitor: 'adult', amount: 2 }] } }), words, '/places/paid', 'en', 'https://x.example')).isAccessibleForFree).toBe(false)
  })
})

describe('getting there', () => {
  it('links to a maps app with the coordinates, for any device and by geo: for Android', () => {
    expect(directionLinks({ lat: 17.0921, lng: 54.451 }, 'Wadi Darbat')).toEqual({
      web: 'https://www.google.com/maps/dir/?api=1&destination=17.09210,54.45100',
      geo: 'geo:17.09210,54.45100?q=17.09210,54.45100(Wadi%20Darbat)',
      text: '17.09210,54.45100',
    })
  })

  it('lists the nearest places first, within reach', () => {
    const here = entry('taqah', {}, [17.038, 54.402])
    const places = [here, entry('darbat', {}, [17.092, 54.451]), entry('salalah', {}, [17.015, 54.092]), entry('muqshin', {}, [19.55, 54.88])]
    expect(Math.round(distanceKm(here, places[2]))).toBe(33)
    expect(nearbyPlaces(here, places).map(({ place }) => place.key)).toEqual(['darbat', 'salalah'])
  })
})

describe('the places list’s filters', () => {
  it('match a fact recorded as yes, never one not recorded', () => {
    const places = [
      entry('free-step', { fee: { kind: 'free' }, access: { stepFree: 'yes' } }),
      entry('paid-no-step', { fee: { kind: 'paid', amounts: [{ visitor: 'adult', amount: 1 }] }, access: { stepFree: 'no' } }),
      entry('unknown', {}),
      entry('free-taqah', { fee: { kind: 'free' } }, [17.04, 54.4], 'TaqahRegion'),
    ]
    const keys = (view: Parameters<typeof placesIn>[1]) => placesIn(places, view).map((p) => p.key)
    expect(keys({ wilayat: null, offer: 'step-free' })).toEqual(['free-step'])
    expect(keys({ wilayat: null, offer: 'free-entry' })).toEqual(['free-step', 'free-taqah'])
    expect(keys({ wilayat: 'taqah', offer: null })).toEqual(['free-taqah'])
    expect(keys({ wilayat: 'taqah', offer: 'step-free' })).toEqual([])
  })
})
