/**
 * Where an alert applies: the wilayats it names, the places it names (and so their wilayats), or, naming neither, the
 * whole governorate. Pure: the map's drawing and lists, the places' cards and the wilayats' pages all ask here, at
 * the render's `now`, of the one cached read of alerts (./queries.ts), so an alert leaves them when it leaves the
 * banner (ADR 0038).
 */
import { ALERT_SEVERITIES, bySeverity, type AlertSeverity, type Ordered, type Wilayat } from './model'

/** What this needs of an alert. */
export type Reach = Ordered & { wilayats: readonly Wilayat[]; places: readonly { id: number; region: Wilayat }[] }

/** Naming no wilayat and no place: the whole governorate. */
export const isWholeGovernorate = (alert: Pick<Reach, 'wilayats' | 'places'>) => alert.wilayats.length === 0 && alert.places.length === 0

/** The alert applies in the wilayat: the whole governorate, the wilayat named, or a place of it named. */
export function appliesToWilayat(alert: Reach, wilayat: Wilayat): boolean {
  return isWholeGovernorate(alert) || alert.wilayats.includes(wilayat) || alert.places.some((place) => place.region === wilayat)
}

/** The alert applies at the place: the place named, its wilayat named, or the whole governorate. */
export function appliesToPlace(alert: Reach, place: { id: number; region: Wilayat }): boolean {
  return isWholeGovernorate(alert) || alert.wilayats.includes(place.region) || alert.places.some((p) => p.id === place.id)
}

/** The alerts that name the place itself (what puts a place on the map's list of places to know about). */
export const namesPlace = (alert: Reach, placeId: number) => alert.places.some((place) => place.id === placeId)

/** Of `current` alerts, those for the wilayat, most severe first. */
export const alertsInWilayat = <T extends Reach>(current: readonly T[], wilayat: Wilayat): T[] => bySeverity(current.filter((a) => appliesToWilayat(a, wilayat)))

/** Of `current` alerts, those for the place, most severe first. */
export const alertsAtPlace = <T extends Reach>(current: readonly T[], place: { id: number; region: Wilayat }): T[] =>
  bySeverity(current.filter((a) => appliesToPlace(a, place)))

/** The most severe of some alerts, or null when there are none. */
export function mostSevere(alerts: readonly { severity: AlertSeverity }[]): AlertSeverity | null {
  let top: AlertSeverity | null = null
  for (const { severity } of alerts) if (top === null || ALERT_SEVERITIES.indexOf(severity) > ALERT_SEVERITIES.indexOf(top)) top = severity
  return top
}
