/**
 * The borders the wilayat polygons are built from, each written once as [lat, lng] points from one junction to
 * the next. A polygon walks its borders in order (`rev` when it walks one backwards), so two neighbours share
 * exactly the same line. Coast points sit a little seaward of the coastal towns.
 */
export type LatLng = readonly [number, number]
type Path = readonly LatLng[]

/** The coast from the Yemen border (west) to the Al Wusta boundary (north-east), one stretch per wilayat. */
export const COAST = {
  dhalkut: [[16.63, 53.09], [16.64, 53.13], [16.655, 53.17], [16.675, 53.22], [16.685, 53.26], [16.7, 53.33]],
  rakhyut: [[16.7, 53.33], [16.71, 53.38], [16.72, 53.42], [16.735, 53.47], [16.745, 53.53], [16.76, 53.6], [16.8, 53.64], [16.84, 53.68]],
  salalah: [
    [16.84, 53.68], [16.86, 53.78], [16.88, 53.83], [16.9, 53.86], [16.93, 53.93], [16.95, 53.97], [16.965, 54.0],
    [16.99, 54.06], [16.995, 54.1], [17.0, 54.16], [17.005, 54.22], [17.01, 54.3],
  ],
  taqah: [[17.01, 54.3], [17.015, 54.36], [17.02, 54.4], [17.025, 54.43], [17.03, 54.45], [17.025, 54.48], [17.02, 54.5]],
  mirbat: [[17.02, 54.5], [17.01, 54.56], [17.0, 54.6], [16.98, 54.66], [16.96, 54.7], [16.965, 54.74], [16.97, 54.78], [16.99, 54.84], [17.01, 54.9]],
  sadah: [[17.01, 54.9], [17.02, 54.98], [17.03, 55.07], [17.07, 55.11], [17.12, 55.15], [17.18, 55.19], [17.25, 55.22], [17.35, 55.27], [17.44, 55.31], [17.5, 55.36], [17.55, 55.42]],
  shalim: [
    [17.55, 55.42], [17.6, 55.45], [17.65, 55.48], [17.7, 55.52], [17.75, 55.55], [17.81, 55.59], [17.87, 55.64],
    [17.9, 55.78], [17.93, 55.95], [17.94, 56.03], [17.95, 56.1], [17.96, 56.22],
  ],
} satisfies Record<string, Path>

/** The governorate's land borders. */
export const OUTER = {
  wustaShalim: [[17.96, 56.22], [18.15, 56.08], [18.4, 55.9], [18.65, 55.7], [18.9, 55.5]],
  wustaMuqshin: [[18.9, 55.5], [19.15, 55.35], [19.45, 55.2], [19.75, 55.09], [20.0, 55.0]],
  /** The straight treaty line from 20°N 55°E to the tripoint at 19°N 52°E. */
  saudi: [[20.0, 55.0], [19.67, 54.0], [19.33, 53.0], [19.0, 52.0]],
  yemenMuqshin: [[19.0, 52.0], [18.7, 52.15], [18.4, 52.3]],
  yemenMazyunah: [[18.4, 52.3], [18.1, 52.45], [17.85, 52.57], [17.55, 52.7], [17.3, 52.82], [17.1, 52.92]],
  yemenDhalkut: [[17.1, 52.92], [16.9, 53.02], [16.76, 53.06], [16.63, 53.09]],
} satisfies Record<string, Path>

/** The governorate's land border in one walk, from the Al Wusta coast round to the Yemen coast. */
export const LAND_BORDER: Path[] = [
  OUTER.wustaShalim,
  OUTER.wustaMuqshin,
  OUTER.saudi,
  OUTER.yemenMuqshin,
  OUTER.yemenMazyunah,
  OUTER.yemenDhalkut,
]

/** Borders between two wilayats, named west/south first. */
export const B = {
  dhalkutRakhyut: [[16.7, 53.33], [16.85, 53.34], [17.0, 53.3], [17.1, 53.3]],
  dhalkutMazyunah: [[17.1, 53.3], [17.13, 53.2], [17.12, 53.1], [17.11, 53.0], [17.1, 52.92]],
  rakhyutSalalah: [[16.84, 53.68], [16.95, 53.71], [17.05, 53.69], [17.15, 53.7]],
  rakhyutThumrait: [[17.15, 53.7], [17.15, 53.6], [17.14, 53.5], [17.12, 53.4], [17.1, 53.3]],
  salalahTaqah: [[17.01, 54.3], [17.1, 54.31], [17.18, 54.3], [17.25, 54.3]],
  salalahThumrait: [[17.15, 53.7], [17.2, 53.85], [17.25, 54.0], [17.27, 54.15], [17.25, 54.3]],
  taqahMirbat: [[17.02, 54.5], [17.06, 54.52], [17.1, 54.51], [17.16, 54.49], [17.22, 54.5]],
  taqahThumrait: [[17.25, 54.3], [17.26, 54.36], [17.24, 54.4], [17.22, 54.5]],
  mirbatSadah: [[17.01, 54.9], [17.07, 54.92], [17.12, 54.9], [17.18, 54.88], [17.25, 54.9]],
  mirbatThumrait: [[17.22, 54.5], [17.26, 54.65], [17.27, 54.78], [17.25, 54.9]],
  sadahThumrait: [[17.25, 54.9], [17.35, 54.97], [17.45, 55.05], [17.58, 55.14], [17.7, 55.25]],
  sadahShalim: [[17.55, 55.42], [17.58, 55.37], [17.62, 55.33], [17.66, 55.3], [17.7, 55.25]],
  shalimThumrait: [[17.7, 55.25], [18.0, 55.1], [18.2, 55.0], [18.4, 54.9]],
  shalimMuqshin: [[18.4, 54.9], [18.65, 55.2], [18.9, 55.5]],
  thumraitMuqshin: [[18.4, 53.1], [18.45, 53.7], [18.42, 54.3], [18.4, 54.9]],
  mazyunahMuqshin: [[18.4, 52.3], [18.4, 52.7], [18.4, 53.1]],
  mazyunahThumrait: [[17.1, 53.3], [17.6, 53.25], [18.0, 53.2], [18.4, 53.1]],
} satisfies Record<string, Path>

/** Al Hallaniyah, As Sawda and Al Hasikiyah, the main Hallaniyat islands, as small outlines. */
export const ISLANDS: Path[] = [
  [[17.535, 55.98], [17.53, 56.06], [17.5, 56.1], [17.47, 56.06], [17.48, 55.99], [17.51, 55.96]],
  [[17.5, 55.85], [17.49, 55.89], [17.46, 55.88], [17.47, 55.84]],
  [[17.47, 55.58], [17.46, 55.62], [17.44, 55.61], [17.45, 55.57]],
]

export const rev = (path: Path): Path => [...path].reverse()

const same = (a: LatLng, b: LatLng) => a[0] === b[0] && a[1] === b[1]

/** Joins paths end to start (dropping the repeated junctions) and closes the ring. */
export function ring(...paths: Path[]): LatLng[] {
  const points: LatLng[] = []
  for (const path of paths) {
    for (const point of path) if (!points.length || !same(points[points.length - 1], point)) points.push(point)
  }
  if (!same(points[0], points[points.length - 1])) points.push(points[0])
  return points
}
