/**
 * Where each wilayat's name goes on the map: beside its wilayat's seat (./towns) or, for Shalim and the
 * Hallaniyat Islands, in the middle of the wilayat. Which names give way when they would overlap: ./declutter.
 */
import type { LatLng } from './regions.paths'
import type { Region } from './regions'
import { MAIN_TOWNS } from './towns'

/** `direction`: the side of its anchor the name sits on (a seat's name a few pixels above or below it). */
export type LabelPlacement = { at: LatLng; direction: 'top' | 'bottom' | 'center' }

export function labelPlacement(region: Region): LabelPlacement {
  const town = MAIN_TOWNS.find((t) => t.key === region.slug.toLowerCase())
  if (!town) return { at: region.label, direction: 'center' }
  return { at: [town.lat, town.lng], direction: town.labelSide }
}
