/**
 * The ten wilayats of Dhofar as simplified polygons, written for this project from the governorate's geography
 * (coast, Jebel Qara/Qamar/Samhan crests, the Nejd, the Yemen and Saudi borders, the Al Wusta boundary).
 * Each shared border is one path (./regions.paths.ts) used by both neighbours, so neighbours never overlap and
 * leave no gaps. Coordinates are [lat, lng], Leaflet's order; `toGeoJSON` gives standard [lng, lat] GeoJSON.
 */
import type { REGION_STYLES } from '@/lib/content-model'

import { B, COAST, ISLANDS, OUTER, ring, rev, type LatLng } from './regions.paths'

export type RegionStyle = (typeof REGION_STYLES)[number]

export type Region = {
  style: RegionStyle
  /** The URL key (`?region=Taqah`): the wilayat's common English name, so shared links read well. */
  slug: string
  name: { en: string; ar: string }
  label: LatLng
  /** The main outline, closed (first point repeated last), then any islands. */
  rings: LatLng[][]
}

const region = (style: RegionStyle, slug: string, en: string, ar: string, label: LatLng, rings: LatLng[][]): Region => ({
  style,
  slug,
  name: { en, ar },
  label,
  rings,
})

/** Spec order (section 3); Salalah first, as it is the default selection. */
export const REGIONS: readonly Region[] = [
  region('SalalahRegion', 'Salalah', 'Salalah', 'صلالة', [17.08, 54.0], [
    ring(COAST.salalah, B.salalahTaqah, rev(B.salalahThumrait), rev(B.rakhyutSalalah)),
  ]),
  region('TaqahRegion', 'Taqah', 'Taqah', 'طاقة', [17.14, 54.4], [
    ring(COAST.taqah, B.taqahMirbat, rev(B.taqahThumrait), rev(B.salalahTaqah)),
  ]),
  region('MirbatRegion', 'Mirbat', 'Mirbat', 'مرباط', [17.12, 54.72], [
    ring(COAST.mirbat, B.mirbatSadah, rev(B.mirbatThumrait), rev(B.taqahMirbat)),
  ]),
  region('RakhyutRegion', 'Rakhyut', 'Rakhyut', 'رخيوت', [16.93, 53.5], [
    ring(COAST.rakhyut, B.rakhyutSalalah, B.rakhyutThumrait, rev(B.dhalkutRakhyut)),
  ]),
  region('ThumraitRegion', 'Thumrait', 'Thumrait', 'ثمريت', [17.85, 54.15], [
    ring(
      rev(B.rakhyutThumrait),
      B.salalahThumrait,
      B.taqahThumrait,
      B.mirbatThumrait,
      B.sadahThumrait,
      B.shalimThumrait,
      rev(B.thumraitMuqshin),
      rev(B.mazyunahThumrait),
    ),
  ]),
  region('DalkutRegion', 'Dhalkut', 'Dhalkut', 'ضلكوت', [16.88, 53.17], [
    ring(COAST.dhalkut, B.dhalkutRakhyut, B.dhalkutMazyunah, OUTER.yemenDhalkut),
  ]),
  region('AlMazyunahRegion', 'Al-Mazyunah', 'Al-Mazyunah', 'المزيونة', [17.8, 52.9], [
    ring(OUTER.yemenMazyunah, rev(B.dhalkutMazyunah), B.mazyunahThumrait, rev(B.mazyunahMuqshin)),
  ]),
  region('MashunRegion', 'Muqshin', 'Muqshin', 'مقشن', [19.15, 54.2], [
    ring(OUTER.yemenMuqshin, B.mazyunahMuqshin, B.thumraitMuqshin, B.shalimMuqshin, OUTER.wustaMuqshin, OUTER.saudi),
  ]),
  region('ShalimHallaniyatRegion', 'Shalim', 'Shalim and the Hallaniyat Islands', 'شليم وجزر الحلانيات', [18.2, 55.5], [
    ring(COAST.shalim, OUTER.wustaShalim, rev(B.shalimMuqshin), rev(B.shalimThumrait), rev(B.sadahShalim)),
    ...ISLANDS.map((island) => ring(island)),
  ]),
  region('SadahRegion', 'Sadah', 'Sadah', 'سدح', [17.25, 55.06], [
    ring(COAST.sadah, B.sadahShalim, rev(B.sadahThumrait), rev(B.mirbatSadah)),
  ]),
]

/** The governorate's outline: coast, Al Wusta, Saudi Arabia, Yemen. Drawn under the regions as the "land". */
export const GOVERNORATE: LatLng[] = ring(
  COAST.dhalkut,
  COAST.rakhyut,
  COAST.salalah,
  COAST.taqah,
  COAST.mirbat,
  COAST.sadah,
  COAST.shalim,
  OUTER.wustaShalim,
  OUTER.wustaMuqshin,
  OUTER.saudi,
  OUTER.yemenMuqshin,
  OUTER.yemenMazyunah,
  OUTER.yemenDhalkut,
)

export const regionByStyle = (style: string) => REGIONS.find((r) => r.style === style)

/** Standard GeoJSON ([lng, lat]) for anyone who wants the data outside Leaflet (e.g. the public API later). */
export function toGeoJSON(regions: readonly Region[] = REGIONS) {
  const flip = (points: LatLng[]) => points.map(([lat, lng]) => [lng, lat])
  return {
    type: 'FeatureCollection' as const,
    features: regions.map((r) => ({
      type: 'Feature' as const,
      properties: { style: r.style, slug: r.slug, nameEn: r.name.en, nameAr: r.name.ar, label: [r.label[1], r.label[0]] },
      geometry: { type: 'MultiPolygon' as const, coordinates: r.rings.map((points) => [flip(points)]) },
    })),
  }
}

/** The governorate's bounding box as [west, south, east, north] (WGS 84): the open data's spatial coverage. */
export const DHOFAR_BBOX = ((points: readonly LatLng[]) => {
  const lats = points.map((p) => p[0])
  const lngs = points.map((p) => p[1])
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] as const
})(GOVERNORATE)
