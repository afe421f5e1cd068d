/**
 * Web Mercator, the projection Leaflet's maps use (EPSG:3857): a [lat, lng] point as pixels of the world at zoom 10
 * (256 × 2^10 pixels wide), the same numbers Leaflet's `project` gives at that zoom. The server's first drawing of
 * the map (./StaticMap) uses it so that its shapes sit exactly where Leaflet will draw them.
 */
import type { LatLng } from './regions.paths'

const WORLD = 256 * 2 ** 10

export function project([lat, lng]: LatLng): [number, number] {
  const sin = Math.sin((lat * Math.PI) / 180)
  return [((lng + 180) / 360) * WORLD, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD]
}

/** The projected box of some rings: its top-left corner, width and height (y grows southwards). */
export function projectedBox(rings: readonly (readonly LatLng[])[]) {
  const points = rings.flat().map(project)
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
}
