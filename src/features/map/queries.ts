/**
 * Cached reads for the map screens (docs/decisions/0003-rendering-and-caching.md): deduplicated per render by
 * React `cache`, kept in Next's data cache under the tags that editing the content expires.
 */
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getGlobal } from '@/features/content/queries'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

import { findPlaceHits } from './data'

export const getPlaceHits = cache(() =>
  unstable_cache(async () => findPlaceHits(await getPayloadClient()), ['map-place-hits'], { tags: [tags.places] })(),
)

export type TileConfig = { url: string; attribution: string } | null

/**
 * The tile server: the settings global's override, else MAP_TILE_URL. An empty MAP_TILE_URL means no tile layer
 * at all (the e2e suite, an offline kiosk): the map then draws the governorate on a plain background.
 */
export const getTileConfig = cache(async (locale: Locale): Promise<TileConfig> => {
  const settings = await getGlobal('settings', locale)
  const url = settings.map?.tileUrl || env.MAP_TILE_URL
  if (!url) return null
  return { url, attribution: settings.map?.tileAttribution || env.MAP_TILE_ATTRIBUTION }
})

/** Whether the place search may ask the outside geocoder (through our /api/v1/geocode). */
export const geocoderEnabled = () => Boolean(env.GEOCODER_URL)
