/**
 * The map's place search over our own content: region names and the Places collection, in both languages.
 * Ranking: an exact name, then a name that starts with the query, then one with a word that does, then any
 * substring; ties keep the content's order. Outside geocoder hits always come after ours (docs/product.md,
 * ADR 0006). Pure, so the ordering is unit-tested.
 */

import type { RegionStyle } from './regions'
import { normalizeText } from '@/lib/text/normalize'

export const MAX_SUGGESTIONS = 5

export type MapHit = {
  kind: 'region' | 'place' | 'geocoder'
  id: string
  label: { en: string; ar: string }
  lat: number
  lng: number
  /** The wilayat the hit belongs to, which the map then selects. */
  region?: RegionStyle
}

const clean = (text: string) => normalizeText(text).replace(/\s+/gu, ' ').trim()

function rank(name: string, query: string): number | null {
  const text = clean(name)
  if (!text.includes(query)) return null
  if (text === query) return 0
  if (text.startsWith(query)) return 1
  if (text.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(query))) return 2
  return 3
}

/** Our own hits for a query, best first, at most `limit`. Both languages' names are searched either way. */
export function searchLocal(items: readonly MapHit[], rawQuery: string, limit = MAX_SUGGESTIONS): MapHit[] {
  const query = clean(rawQuery)
  if (!query) return []
  const ranked: { hit: MapHit; score: number; order: number }[] = []
  items.forEach((hit, order) => {
    const scores = [rank(hit.label.en, query), rank(hit.label.ar, query)].filter((s): s is number => s !== null)
    if (scores.length) ranked.push({ hit, score: Math.min(...scores), order })
  })
  ranked.sort((a, b) => a.score - b.score || a.order - b.order)
  return ranked.slice(0, limit).map((r) => r.hit)
}

/** Ours first, then the geocoder's, without repeating a place we already list, at most `limit`. */
export function mergeHits(ours: readonly MapHit[], geocoded: readonly MapHit[], limit = MAX_SUGGESTIONS): MapHit[] {
  const near = (a: MapHit, b: MapHit) => Math.abs(a.lat - b.lat) < 0.005 && Math.abs(a.lng - b.lng) < 0.005
  const extra = geocoded.filter((g) => !ours.some((o) => near(o, g)))
  return [...ours, ...extra].slice(0, limit)
}

/** Search zoom: our places at 13, an outside geocoder's (often a street address) at 18. */
export const zoomFor = (hit: MapHit) => (hit.kind === 'geocoder' ? 18 : hit.kind === 'place' ? 13 : 10)
