/** placePoint(): where an event's small map puts its marker: fields, then the map link, then the wilayat named. */
import { describe, expect, it } from 'vitest'

import { coordinatesFromMapUrl, placePoint, wilayatAt, wilayatInAddress } from '@/features/map/place'

describe('coordinatesFromMapUrl', () => {
  it('reads OpenStreetMap marker parameters and the #map fragment', () => {
    expect(coordinatesFromMapUrl('https://www.openstreetmap.org/?mlat=17.0194&mlon=54.0897#map=14/17.0194/54.0897')).toEqual([17.0194, 54.0897])
    expect(coordinatesFromMapUrl('https://www.openstreetmap.org/#map=15/16.9935/54.6915')).toEqual([16.9935, 54.6915])
  })

  it('reads Google Maps links and geo: URIs', () => {
    expect(coordinatesFromMapUrl('https://www.google.com/maps/place/Mirbat/@16.9926,54.692,14z')).toEqual([16.9926, 54.692])
    expect(coordinatesFromMapUrl('https://www.google.com/maps/search/?api=1&query=17.099,54.448')).toEqual([17.099, 54.448])
    expect(coordinatesFromMapUrl('https://maps.google.com/?q=17.05,55.065')).toEqual([17.05, 55.065])
    expect(coordinatesFromMapUrl('https://www.google.com/maps/dir/?api=1&destination=19.55%2C54.88')).toEqual([19.55, 54.88])
    expect(coordinatesFromMapUrl('geo:17.0085,54.12')).toEqual([17.0085, 54.12])
  })

  it('gives null for links without coordinates or with impossible ones', () => {
    expect(coordinatesFromMapUrl('https://www.google.com/maps/place/Salalah')).toBeNull()
    expect(coordinatesFromMapUrl('https://maps.google.com/?q=Al+Baleed+Park')).toBeNull()
    expect(coordinatesFromMapUrl('https://www.openstreetmap.org/?mlat=95&mlon=54')).toBeNull()
    expect(coordinatesFromMapUrl('https://www.openstreetmap.org/?mlat=0&mlon=0')).toBeNull()
    expect(coordinatesFromMapUrl('not a url')).toBeNull()
    expect(coordinatesFromMapUrl(null)).toBeNull()
  })
})

describe('wilayatInAddress', () => {
  it('finds the wilayat an address names last, in English or Arabic', () => {
    expect(wilayatInAddress('Mirbat Castle, Mirbat')?.slug).toBe('Mirbat')
    expect(wilayatInAddress('Sumhuram, Khor Rori, Taqah')?.slug).toBe('Taqah')
    expect(wilayatInAddress('Start at Ayn Razat, east of Salalah')?.slug).toBe('Salalah')
    expect(wilayatInAddress('الانطلاق من عين رزات، شرق صلالة')?.slug).toBe('Salalah')
    expect(wilayatInAddress('مرفأ سدح، سدح')?.slug).toBe('Sadah')
    expect(wilayatInAddress('Shalim and the Hallaniyat Islands')?.slug).toBe('Shalim')
    expect(wilayatInAddress('Muqshin, edge of the Empty Quarter')?.slug).toBe('Muqshin')
  })

  it('needs whole words and gives undefined when no wilayat is named', () => {
    expect(wilayatInAddress('Festival grounds')).toBeUndefined()
    expect(wilayatInAddress('Salalahville')).toBeUndefined()
    expect(wilayatInAddress('')).toBeUndefined()
  })
})

describe('placePoint', () => {
  it('prefers the editor’s coordinates', () => {
    expect(placePoint({ lat: 17.0386, lng: 54.4006, mapUrl: 'https://maps.google.com/?q=1,1', addresses: ['Mirbat'] })).toEqual({
      lat: 17.0386,
      lng: 54.4006,
      source: 'fields',
    })
  })

  it('then the map link', () => {
    expect(placePoint({ lat: null, lng: null, mapUrl: 'https://www.openstreetmap.org/?mlat=16.9935&mlon=54.6915', addresses: ['Taqah'] })).toEqual({
      lat: 16.9935,
      lng: 54.6915,
      source: 'link',
    })
  })

  it('then the centre of the wilayat the address names; otherwise nothing', () => {
    const point = placePoint({ mapUrl: 'https://www.google.com/maps/place/Mirbat+Castle', addresses: [null, 'Mirbat Castle, Mirbat'] })
    expect(point?.source).toBe('wilayat')
    expect(wilayatAt(point!.lat, point!.lng)?.slug).toBe('Mirbat')
    expect(placePoint({ addresses: ['Festival grounds'] })).toBeNull()
    expect(placePoint({})).toBeNull()
  })
})

describe('wilayatAt', () => {
  it('finds the wilayat a point lies in', () => {
    expect(wilayatAt(17.0194, 54.0897)?.slug).toBe('Salalah')
    expect(wilayatAt(16.9935, 54.6915)?.slug).toBe('Mirbat')
    expect(wilayatAt(19.55, 54.88)?.slug).toBe('Muqshin')
    expect(wilayatAt(10, 10)).toBeUndefined()
  })
})
