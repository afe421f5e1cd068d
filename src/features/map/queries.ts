/**
 * Cached reads for the map screens (src/lib/cached-read.ts).
 */
import { cache } from 'react'

import { getGlobal } from '@/page-data/queries'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cached-read'
import { tags } from '@/lib/cache-tags'
import { env } from '@/lib/env'

import { findMapPlaces, findPlaceHits } from './data'

export const getPlaceHits = cachedRead('map-place-hits', (payload: Payload) => findPlaceHits(payload), { tags: () => [tags.places] })

/**
 * Every place with its condition: the places' cards. Tagged `places`, which the Places hooks expire on a change and
 * the alerts' expiry timer when a condition lapses (ADR 0041), so "not confirmed" shows on time.
 */
export const getMapPlaces = cachedRead('map-places', (payload: Payload) => findMapPlaces(payload), { tags: () => [tags.places] })

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

/**
 * The moment a server render judges conditions at (current or "not confirmed"), as the alerts are judged at theirs:
 * a page is rendered again whenever one lapses (ADR 0041), so its moment is never far behind.
 */
export const renderTime = (): number => Date.now()
