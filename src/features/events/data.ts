/**
 * Event reads through the Local API as an anonymous visitor (drafts never come back). Pure functions of a Payload
 * instance so the integration tests call them directly; the site calls them through ./queries.ts.
 */
import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { EventCategory, SeasonTag } from '@/lib/content-model'
import { findPages } from '@/page-data/data'

export type EventQuery = {
  locale: Locale
  /** Events of this season (the season page's UPCOMING block). */
  season?: SeasonTag
  /** Events with this category (the adventures carousel: ADVENTURES). */
  category?: EventCategory
  /** Leave out this event (the other events on an event page). */
  exclude?: string
  limit?: number
}

/**
 * Published events, newest first ("in reverse of received order": the CMS returns them by order, the newest
 * highest). Sorting by `-orderNum` then `-pageDate` keeps it deterministic when editors leave orders equal.
 */
export async function findEvents(payload: Payload, { locale, season, category, exclude, limit = 100 }: EventQuery) {
  const clauses: Where[] = []
  if (season) clauses.push({ 'event.season': { equals: season } })
  if (category) clauses.push({ 'event.categories': { in: [category] } })
  if (exclude) clauses.push({ uniqueUrl: { not_equals: exclude } })
  const where = clauses.length > 0 ? { and: clauses } : undefined
  return (await findPages(payload, { category: 'events', locale, limit, sort: ['-orderNum', '-pageDate'], where })).docs
}
