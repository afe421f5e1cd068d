/**
 * Where a single place (an event's venue) goes on a small map. Pure: the event page computes it on the server,
 * the unit tests check it. In order of precision:
 *   1. the editor's latitude and longitude;
 *   2. coordinates read from the map link (OpenStreetMap `mlat`/`mlon` or `#map=z/lat/lng`, Google Maps `@lat,lng`
 *      or `q=`/`query=`/`ll=`/`destination=lat,lng`, `geo:` URIs);
 *   3. the centre of the wilayat the address names ("Mirbat Castle, Mirbat"), the last one named winning, since
 *      addresses go from the particular to the general; shown at a wider zoom, as it is only the area.
 */

import { insideRing } from './geometry'
import { REGIONS, type Region } from './regions'
import { tokenize } from '@/lib/text/normalize'

export type PlacePoint = {
  lat: number
  lng: number
  /** How it was found: the map zooms in on exact points and shows the whole wilayat for an area. */
  source: 'fields' | 'link' | 'wilayat'
}

export type PlaceInput = {
  lat?: number | null
  lng?: number | null
  mapUrl?: string | null
  /** Addresses in any language, e.g. the event's location in both. */
  addresses?: (string | null | undefined)[]
}

const valid = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0)

function pair(text: string | null | undefined): [number, number] | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)/.exec(text ?? '')
  if (!match) return null
  const lat = Number(match[1])
  const lng = Number(match[2])
  return valid(lat, lng) ? [lat, lng] : null
}

/** Coordinates written in a map link, or null when it has none. */
export function coordinatesFromMapUrl(link: string | null | undefined): [number, number] | null {
  if (!link) return null
  if (link.startsWith('geo:')) return pair(link.slice(4))
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  const params = url.searchParams
  const mlat = Number(params.get('mlat') ?? NaN)
  const mlon = Number(params.get('mlon') ?? NaN)
  if (params.has('mlat') && params.has('mlon') && valid(mlat, mlon)) return [mlat, mlon]
  for (const name of ['q', 'query', 'll', 'destination']) {
    const found = pair(params.get(name))
    if (found) return found
  }
  const at = /@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/.exec(url.pathname)
  if (at) return pair(`${at[1]},${at[2]}`)
  const hash = /map=\d+(?:\.\d+)?\/(-?\d{1,2}(?:\.\d+)?)\/(-?\d{1,3}(?:\.\d+)?)/.exec(url.hash)
  if (hash) return pair(`${hash[1]},${hash[2]}`)
  return null
}

/** The names an address may use for a wilayat: English, Arabic, the URL key, and the briefed older spellings. */
const ALIASES: Record<string, string[]> = {
  DalkutRegion: ['Dalkut', 'ضلكوت'],
  MashunRegion: ['Mashun', 'Mughshin'],
  AlMazyunahRegion: ['Mazyunah', 'Mazyouna', 'مزيونة'],
  ShalimHallaniyatRegion: ['Shalim', 'Hallaniyat', 'شليم', 'الحلانيات'],
}

const padded = (text: string) => ` ${tokenize(text).join(' ')} `

/** The wilayat an address names last, or undefined. */
export function wilayatInAddress(address: string | null | undefined): Region | undefined {
  if (!address) return undefined
  const text = padded(address)
  let best: { region: Region; at: number } | undefined
  for (const region of REGIONS) {
    for (const alias of [region.name.en, region.name.ar, region.slug, ...(ALIASES[region.style] ?? [])]) {
      const at = text.lastIndexOf(padded(alias))
      if (padded(alias).trim() && at >= 0 && (!best || at > best.at)) best = { region, at }
    }
  }
  return best?.region
}

/** The place to mark, or null when neither the fields, the link nor the address says where it is. */
export function placePoint({ lat, lng, mapUrl, addresses = [] }: PlaceInput): PlacePoint | null {
  if (typeof lat === 'number' && typeof lng === 'number' && valid(lat, lng)) return { lat, lng, source: 'fields' }
  const linked = coordinatesFromMapUrl(mapUrl)
  if (linked) return { lat: linked[0], lng: linked[1], source: 'link' }
  for (const address of addresses) {
    const region = wilayatInAddress(address)
    if (region) return { lat: region.label[0], lng: region.label[1], source: 'wilayat' }
  }
  return null
}

/** The wilayat a point lies in (its main outline), if any: drawn under the marker for context. */
export function wilayatAt(lat: number, lng: number): Region | undefined {
  return REGIONS.find((region) => insideRing([lat, lng], region.rings[0]))
}
