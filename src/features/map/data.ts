/**
 * The map's reads through the Local API as an anonymous visitor (`overrideAccess: false`). Pure functions of a
 * Payload instance; the site calls them through the cached wrappers in ./queries.ts.
 */
import type { Payload } from 'payload'

import type { Page } from '@/payload-types'
import type { MapTab } from '@/lib/content-model'
import { firstSection } from '@/sections/select'

import { PLACE_STATUSES, type PlaceCondition, type PlaceStatus } from './conditions'
import { WILAYATS, type RegionStyle } from './wilayats'
import type { MapHit } from './search'

type Localized = { en?: string | null; ar?: string | null } | string | null | undefined

const both = (value: Localized) =>
  typeof value === 'object' && value ? { en: value.en ?? value.ar ?? '', ar: value.ar ?? value.en ?? '' } : { en: value ?? '', ar: value ?? '' }

/** Every named place with its name in both languages (locale "all"), as search hits. */
export async function findPlaceHits(payload: Payload): Promise<MapHit[]> {
  const { docs } = await payload.find({
    collection: 'places',
    locale: 'all',
    depth: 0,
    limit: 1000,
    pagination: false,
    sort: 'id',
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    kind: 'place' as const,
    id: `place:${doc.key}`,
    label: both(doc.name as Localized),
    lat: doc.lat,
    lng: doc.lng,
    region: doc.region,
  }))
}

/** A place as its card shows it: both names, where it is, and its condition (null when none is set). */
export type MapPlace = {
  id: number
  key: string
  name: { en: string; ar: string }
  region: RegionStyle
  lat: number
  lng: number
  condition: PlaceCondition | null
}

export function toCondition(value: unknown): PlaceCondition | null {
  const c = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  if (!PLACE_STATUSES.includes(c.status as PlaceStatus)) return null
  const note = c.note && typeof c.note === 'object' ? (c.note as Record<string, unknown>) : {}
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null)
  return {
    status: c.status as PlaceStatus,
    note: { en: text(note.en), ar: text(note.ar) },
    expires: typeof c.expires === 'string' ? c.expires : null,
    setAt: typeof c.setAt === 'string' ? c.setAt : null,
  }
}

/** Every place with its condition, both languages at once (the cards of both languages come from one read). */
export async function findMapPlaces(payload: Payload): Promise<MapPlace[]> {
  const { docs } = await payload.find({
    collection: 'places',
    locale: 'all',
    depth: 0,
    limit: 1000,
    pagination: false,
    sort: 'id',
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    id: Number(doc.id),
    key: doc.key,
    name: both(doc.name as Localized),
    region: doc.region,
    lat: doc.lat,
    lng: doc.lng,
    condition: toCondition(doc.condition),
  }))
}

export type RegionCard = NonNullable<NonNullable<Page['sections']>[number]['cardItems']>[number]

/**
 * A region's cards for a tab: its section's card items whose `category` is the tab key, the first two
 * (as briefed: "the first two items per region"). The brief matched the card title against the tab's display name; the
 * key is the same match without depending on a translation's exact spelling (docs/decisions/0006-maps.md).
 */
export function regionCards(page: Page | null, style: RegionStyle, tab: MapTab, limit = 2): RegionCard[] {
  const section = firstSection(page?.sections, style)
  return (section?.cardItems ?? []).filter((item) => item.category === tab).slice(0, limit)
}

/** The regions as search hits (both names), placed at their label point. */
export const regionHits: MapHit[] = WILAYATS.map((r) => ({
  kind: 'region',
  id: `region:${r.slug}`,
  label: r.name,
  lat: r.label[0],
  lng: r.label[1],
  region: r.style,
}))
