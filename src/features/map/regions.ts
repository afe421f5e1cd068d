/**
 * The ten wilayats of Dhofar as simplified polygons, written for this project from the governorate's geography
 * (coast, Jebel Qara/Qamar/Samhan crests, the Nejd, the Yemen and Saudi borders, the Al Wusta boundary).
 * Each shared border is one path (./regions.paths.ts) used by both neighbours, so neighbours never overlap and
 * leave no gaps. Coordinates are [lat, lng], Leaflet's order; `toGeoJSON` gives standard [lng, lat] GeoJSON.
 */
import { B, COAST, ISLANDS, LAND_BORDER, OUTER, ring, rev, type LatLng } from './regions.paths'
import { WILAYATS, type RegionStyle, type Wilayat } from './wilayats'

export type { RegionStyle } from './wilayats'

export type Region = Wilayat & {
  /** The main outline, closed (first point repeated last), then any islands. */
  rings: LatLng[][]
}

const RINGS: Record<RegionStyle, LatLng[][]> = {
  SalalahRegion: [ring(COAST.salalah, B.salalahTaqah, rev(B.salalahThumrait), rev(B.rakhyutSalalah))],
  TaqahRegion: [ring(COAST.taqah, B.taqahMirbat, rev(B.taqahThumrait), rev(B.salalahTaqah))],
  MirbatRegion: [ring(COAST.mirbat, B.mirbatSadah, rev(B.mirbatThumrait), rev(B.taqahMirbat))],
  RakhyutRegion: [ring(COAST.rakhyut, B.rakhyutSalalah, B.rakhyutThumrait, rev(B.dhalkutRakhyut))],
  ThumraitRegion: [
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
  ],
  DalkutRegion: [ring(COAST.dhalkut, B.dhalkutRakhyut, B.dhalkutMazyunah, OUTER.yemenDhalkut)],
  AlMazyunahRegion: [ring(OUTER.yemenMazyunah, rev(B.dhalkutMazyunah), B.mazyunahThumrait, rev(B.mazyunahMuqshin))],
  MashunRegion: [
    ring(OUTER.yemenMuqshin, B.mazyunahMuqshin, B.thumraitMuqshin, B.shalimMuqshin, OUTER.wustaMuqshin, OUTER.saudi),
  ],
  ShalimHallaniyatRegion: [
    ring(COAST.shalim, OUTER.wustaShalim, rev(B.shalimMuqshin), rev(B.shalimThumrait), rev(B.sadahShalim)),
    ...ISLANDS.map((island) => ring(island)),
  ],
  SadahRegion: [ring(COAST.sadah, B.sadahShalim, rev(B.sadahThumrait), rev(B.mirbatSadah))],
}

/** The briefed order, as ./wilayats, with the outlines. */
export const REGIONS: readonly Region[] = WILAYATS.map((wilayat) => ({ ...wilayat, rings: RINGS[wilayat.style] }))

/** The governorate's outline: coast, Al Wusta, Saudi Arabia, Yemen. Drawn under the regions as the "land". */
export const GOVERNORATE: LatLng[] = ring(
  COAST.dhalkut,
  COAST.rakhyut,
  COAST.salalah,
  COAST.taqah,
  COAST.mirbat,
  COAST.sadah,
  COAST.shalim,
  ...LAND_BORDER,
)

export const regionByStyle = (style: string) => REGIONS.find((r) => r.style === style)

/** The outlines of the wilayats a map shows, in the briefed order. */
export const regionsOf = (wilayats: readonly Wilayat[]) => REGIONS.filter((r) => wilayats.some((w) => w.style === r.style))

/**
 * What a map opens fitted to: the whole governorate when it shows all ten wilayats (the interactive map), else
 * just the regions shown (the simple map). Leaflet's map and the server's drawing of it fit the same rings.
 */
export const fitOutline = (regions: readonly Region[]): LatLng[][] =>
  regions.length === REGIONS.length ? [GOVERNORATE] : regions.flatMap((r) => r.rings)

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
