/**
 * The ten wilayats of Dhofar without their outlines: what the region lists, the map's URL state and the search need.
 * Kept apart from ./regions (the polygons) so that a page's first load carries these few names, and the outlines
 * arrive with the lazily loaded map code.
 */
import type { REGION_STYLES } from '@/lib/content-model'

import type { LatLng } from './regions.paths'

export type RegionStyle = (typeof REGION_STYLES)[number]

export type Wilayat = {
  style: RegionStyle
  /** The URL key (`?region=Taqah`): the wilayat's common English name, so shared links read well. */
  slug: string
  name: { en: string; ar: string }
  /** A point inside the wilayat for its name and for search results that fall back to the wilayat. */
  label: LatLng
}

/** The briefed order; Salalah first, as it is the default selection. */
export const WILAYATS: readonly Wilayat[] = [
  { style: 'SalalahRegion', slug: 'Salalah', name: { en: 'Salalah', ar: 'صلالة' }, label: [17.08, 54.0] },
  { style: 'TaqahRegion', slug: 'Taqah', name: { en: 'Taqah', ar: 'طاقة' }, label: [17.14, 54.4] },
  { style: 'MirbatRegion', slug: 'Mirbat', name: { en: 'Mirbat', ar: 'مرباط' }, label: [17.12, 54.72] },
  { style: 'RakhyutRegion', slug: 'Rakhyut', name: { en: 'Rakhyut', ar: 'رخيوت' }, label: [16.93, 53.5] },
  { style: 'ThumraitRegion', slug: 'Thumrait', name: { en: 'Thumrait', ar: 'ثمريت' }, label: [17.85, 54.15] },
  { style: 'DalkutRegion', slug: 'Dhalkut', name: { en: 'Dhalkut', ar: 'ضلكوت' }, label: [16.88, 53.17] },
  { style: 'AlMazyunahRegion', slug: 'Al-Mazyunah', name: { en: 'Al-Mazyunah', ar: 'المزيونة' }, label: [17.8, 52.9] },
  { style: 'MashunRegion', slug: 'Muqshin', name: { en: 'Muqshin', ar: 'مقشن' }, label: [19.15, 54.2] },
  { style: 'ShalimHallaniyatRegion', slug: 'Shalim', name: { en: 'Shalim and the Hallaniyat Islands', ar: 'شليم وجزر الحلانيات' }, label: [18.15, 55.7] },
  { style: 'SadahRegion', slug: 'Sadah', name: { en: 'Sadah', ar: 'سدح' }, label: [17.25, 55.06] },
]

/** The wilayats the simple map (`screens.simpleMap`) draws. */
export const SIMPLE_MAP_REGIONS = ['SalalahRegion', 'MirbatRegion'] as const satisfies readonly RegionStyle[]
