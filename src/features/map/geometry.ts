/** Small plane geometry on [lat, lng] points: enough for tests and for picking a region, no library needed. */
import type { LatLng } from './regions.paths'

/** Ray casting: is the point inside the closed ring? */
export function insideRing([lat, lng]: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]
    const [yj, xj] = ring[j]
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Degrees from the point to the nearest edge of the ring (flat approximation, fine at this scale). */
export function distanceToRing([lat, lng]: LatLng, ring: readonly LatLng[]): number {
  let best = Infinity
  for (let i = 1; i < ring.length; i++) {
    const [y1, x1] = ring[i - 1]
    const [y2, x2] = ring[i]
    const dx = x2 - x1
    const dy = y2 - y1
    const t = Math.max(0, Math.min(1, ((lng - x1) * dx + (lat - y1) * dy) / (dx * dx + dy * dy || 1)))
    best = Math.min(best, Math.hypot(lng - (x1 + t * dx), lat - (y1 + t * dy)))
  }
  return best
}

export function boundsOf(rings: readonly (readonly LatLng[])[]): [[number, number], [number, number]] {
  const points = rings.flat()
  const lats = points.map((p) => p[0])
  const lngs = points.map((p) => p[1])
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ]
}

/** Leaflet's types want mutable [lat, lng] tuples. */
export const mutable = (points: readonly LatLng[]): [number, number][] => points.map(([lat, lng]) => [lat, lng])
