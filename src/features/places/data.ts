/**
 * The places' reads through the Local API as an anonymous visitor (`overrideAccess: false`), both languages at once
 * (locale "all"): every place as a travel entry (./travel.ts) with its condition (the map's), its picture and when it
 * last changed. Pure functions of a Payload instance; the site calls them through the cached wrappers in ./queries.ts.
 */
import type { Payload } from 'payload'

import { toCondition, type MapPlace } from '@/features/map'
import { REGION_STYLES } from '@/lib/content-model'

import { both, travelOf, type PlaceTravel } from './travel'

type Both = { en: string | null; ar: string | null }

export type PlaceImage = { url: string; alt: Both; width: number | null; height: number | null; mimeType: string | null; focalX: number | null; focalY: number | null }

export type PlaceEntry = MapPlace & { description: Both; travel: PlaceTravel; image: PlaceImage | null; updatedAt: string | null }

const named = (v: unknown) => {
  const b = both(v)
  return { en: b.en ?? b.ar ?? '', ar: b.ar ?? b.en ?? '' }
}

function imageOf(value: unknown): PlaceImage | null {
  if (!value || typeof value !== 'object') return null
  const m = value as Record<string, unknown>
  if (typeof m.url !== 'string' || !m.url || (typeof m.mimeType === 'string' && !m.mimeType.startsWith('image/'))) return null
  const num = (v: unknown) => (typeof v === 'number' ? v : null)
  return { url: m.url, alt: both(m.alt), width: num(m.width), height: num(m.height), mimeType: typeof m.mimeType === 'string' ? m.mimeType : null, focalX: num(m.focalX), focalY: num(m.focalY) }
}

/** Every place as its page shows it, in the map's order. */
export async function findPlaceEntries(payload: Payload): Promise<PlaceEntry[]> {
  const { docs } = await payload.find({
    collection: 'places',
    locale: 'all',
    depth: 1,
    limit: 1000,
    pagination: false,
    sort: 'id',
    overrideAccess: false,
  })
  return docs
    .filter((doc) => REGION_STYLES.includes(doc.region))
    .map((doc) => ({
      id: Number(doc.id),
      key: doc.key,
      name: named(doc.name),
      region: doc.region,
      lat: doc.lat,
      lng: doc.lng,
      condition: toCondition(doc.condition),
      description: both(doc.description),
      travel: travelOf(doc as unknown as Record<string, unknown>),
      image: imageOf(doc.image),
      updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : null,
    }))
}
