/**
 * The map's reads through the Local API as an anonymous visitor (`overrideAccess: false`). Pure functions of a
 * Payload instance; the site calls them through the cached wrappers in ./queries.ts.
 */
import type { Payload } from 'payload'

import type { Page } from '@/payload-types'
import type { MapTab } from '@/lib/content-model'
import { firstSection } from '@/sections/select'

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
