/**
 * Reading alerts: pure functions of a Payload instance (for the cached reads in ./queries.ts, the expiry timer and
 * the tests). Visitors' reads go through the collection's anonymous access rule (published, started, ended at most
 * 30 days ago), so a draft or an alert announced ahead of time is never shown; both languages at once, since every
 * reader (the banner, /alerts, CAP, the API) needs one or both.
 */
import type { Payload } from 'payload'

import { bySeverity, isCurrent, isRecent, type AlertCategory, type AlertSeverity, type Wilayat } from './model'

type Both = { en: string | null; ar: string | null }

export type AlertPlace = { id: number; key: string; name: Both; lat: number; lng: number; region: Wilayat }

/** An alert as the site shows it: both languages, its places resolved. */
export type PublicAlert = {
  id: number
  title: Both
  message: Both
  severity: AlertSeverity
  category: AlertCategory
  wilayats: Wilayat[]
  places: AlertPlace[]
  onset: string
  expires: string
  longRunning: boolean
  link: string | null
  updatedAt: string
  createdAt: string
}

const both = (value: unknown): Both => {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<Both>
  return { en: v.en || null, ar: v.ar || null }
}

function toPlace(value: unknown): AlertPlace | null {
  if (!value || typeof value !== 'object') return null
  const place = value as Record<string, unknown>
  if (typeof place.lat !== 'number' || typeof place.lng !== 'number') return null
  return { id: Number(place.id), key: String(place.key ?? ''), name: both(place.name), lat: place.lat, lng: place.lng, region: place.region as Wilayat }
}

export function toPublicAlert(doc: Record<string, unknown>): PublicAlert {
  return {
    id: Number(doc.id),
    title: both(doc.title),
    message: both(doc.message),
    severity: doc.severity as AlertSeverity,
    category: doc.category as AlertCategory,
    wilayats: ((doc.wilayats as Wilayat[] | null) ?? []).slice(),
    places: ((doc.places as unknown[] | null) ?? []).map(toPlace).filter((p): p is AlertPlace => p !== null),
    onset: String(doc.onset),
    expires: String(doc.expires),
    longRunning: Boolean(doc.longRunning),
    link: typeof doc.link === 'string' && doc.link ? doc.link : null,
    updatedAt: String(doc.updatedAt),
    createdAt: String(doc.createdAt),
  }
}

/** What visitors may see: current alerts and those ended within the last 30 days, newest first (at most 200). */
export async function findVisibleAlerts(payload: Payload): Promise<PublicAlert[]> {
  const result = await payload.find({
    collection: 'alerts',
    locale: 'all',
    depth: 1,
    draft: false,
    overrideAccess: false,
    limit: 200,
    pagination: false,
    sort: '-onset',
  })
  return result.docs.map((doc) => toPublicAlert(doc as unknown as Record<string, unknown>))
}

/** One alert as visitors may see it, or null (unknown, a draft, not started, or long gone). */
export async function findVisibleAlert(payload: Payload, id: number): Promise<PublicAlert | null> {
  const result = await payload.find({
    collection: 'alerts',
    where: { id: { equals: id } },
    locale: 'all',
    depth: 1,
    draft: false,
    overrideAccess: false,
    limit: 1,
    pagination: false,
  })
  const doc = result.docs[0]
  return doc ? toPublicAlert(doc as unknown as Record<string, unknown>) : null
}

/**
 * The timing of every published alert that has not ended (started or not): what the expiry timer needs. Not a
 * visitor's read (it sees alerts announced ahead of time), never shown.
 */
export async function findAlertTimings(payload: Payload): Promise<{ id: number; onset: string; expires: string; updatedAt: string }[]> {
  const result = await payload.find({
    collection: 'alerts',
    where: { and: [{ _status: { equals: 'published' } }, { expires: { greater_than: new Date().toISOString() } }] },
    depth: 0,
    draft: false,
    overrideAccess: true,
    limit: 500,
    pagination: false,
    select: { onset: true, expires: true, updatedAt: true },
  })
  return result.docs.map((doc) => ({ id: Number(doc.id), onset: String(doc.onset), expires: String(doc.expires), updatedAt: String(doc.updatedAt) }))
}

export type AlertLists = { current: PublicAlert[]; recent: PublicAlert[] }

/** Current alerts (most severe first) and those ended in the last 30 days (latest end first), at `now`. */
export function splitAlerts(alerts: readonly PublicAlert[], now: number): AlertLists {
  return {
    current: bySeverity(alerts.filter((alert) => isCurrent(alert, now))),
    recent: alerts.filter((alert) => isRecent(alert, now)).sort((a, b) => Date.parse(b.expires) - Date.parse(a.expires)),
  }
}
