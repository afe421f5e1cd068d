/** Places near another, by the great-circle distance between their points. Pure. */

type Point = { key: string; lat: number; lng: number }

const RADIUS_KM = 6371
const rad = (deg: number) => (deg * Math.PI) / 180

/** Kilometres between two points (haversine). */
export function distanceKm(a: Pick<Point, 'lat' | 'lng'>, b: Pick<Point, 'lat' | 'lng'>): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The `count` other places nearest to `place` within `maxKm`, nearest first, each with its distance. */
export function nearbyPlaces<P extends Point>(place: Point, places: readonly P[], count = 4, maxKm = 60): { place: P; km: number }[] {
  return places
    .filter((other) => other.key !== place.key)
    .map((other) => ({ place: other, km: distanceKm(place, other) }))
    .filter(({ km }) => km <= maxKm)
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
}
