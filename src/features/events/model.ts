/**
 * What a visitor sees of an event, and the upcoming-events list's sort and filters.
 * Pure functions: the server maps pages to summaries, the client sorts and filters them, the tests check both.
 */
import type { PlainImage } from '@/components/ui/Media'
import { EVENT_CATEGORIES, type EventCategory, type SeasonTag } from '@/lib/content-model'
import { isoDay, toDate } from '@/lib/dates'
import { cutWords } from '@/lib/text'
import type { Page } from '@/payload-types'

export type EventSummary = {
  uniqueUrl: string
  title: string
  description: string
  location: string
  /** ISO date-time or null; formatted where shown, so client and server agree (Asia/Muscat). */
  date: string | null
  /** The CMS's end (ISO date-time) or null: the event is over after it. */
  endDate: string | null
  showDate: boolean
  image: PlainImage | null
  categories: EventCategory[]
  season: SeasonTag | null
}

export function plainImage(image: Page['image']): PlainImage | null {
  if (!image || typeof image !== 'object' || !image.url) return null
  const { url, alt, width, height, mimeType, focalX, focalY } = image
  return { url, alt, width, height, mimeType, focalX, focalY }
}

/**
 * Only what the cards need crosses to the browser (no rich text, no sections), and never a date the editors hide:
 * an anonymous read does not get it (collections/Pages/access.ts), and should one come from elsewhere (an editor's
 * read) it is dropped here too, since a summary may reach a client component.
 */
export function toEventSummary(page: Page): EventSummary {
  const showDate = page.showDate !== false
  return {
    uniqueUrl: page.uniqueUrl,
    title: page.title?.trim() ?? '',
    description: page.description?.trim() ?? '',
    location: page.event?.location?.trim() ?? '',
    date: showDate ? (page.pageDate ?? null) : null,
    endDate: showDate ? (page.event?.endDate ?? null) : null,
    showDate,
    image: plainImage(page.image),
    categories: page.event?.categories ?? [],
    season: page.event?.season ?? null,
  }
}

/** Whether the card shows a date or SOON: hidden by the editor or no valid date. */
export function hasVisibleDate(event: Pick<EventSummary, 'date' | 'showDate'>): boolean {
  return event.showDate && toDate(event.date) !== null
}

/** The texts of a block card: the title cut to `titleWords` words, the place or else the description. */
export function eventCardTexts(event: EventSummary, titleWords: number, fallback: { untitled: string; noAddress: string }) {
  return {
    title: cutWords(event.title, titleWords) || fallback.untitled,
    address: event.location || event.description || fallback.noAddress,
  }
}

/**
 * Whether an event is over at `now`: after its end when the CMS has one; otherwise it is taken to run to the end of
 * its start day in Muscat (it stays listed all that day). An event without a valid or shown date cannot be over
 * (SOON): it stays with the upcoming events until the editors give it a date or unpublish it.
 */
export function hasEnded(
  event: Pick<EventSummary, 'date'> & Partial<Pick<EventSummary, 'endDate' | 'showDate'>>,
  now: Date,
): boolean {
  if (event.showDate === false) return false
  const end = toDate(event.endDate ?? null)
  if (end && toDate(event.date)) return end.getTime() < now.getTime()
  const day = isoDay(event.date)
  return day !== '' && day < isoDay(now)
}

/** The events not over at `now`, soonest first, those with a hidden date (SOON) after them. */
export function upcomingOnly(events: readonly EventSummary[], now: Date): EventSummary[] {
  return sortEvents(
    events.filter((e) => !hasEnded(e, now)),
    'oldest',
  )
}

/** The events over at `now`, the most recent first. */
export function pastOnly(events: readonly EventSummary[], now: Date): EventSummary[] {
  return sortEvents(
    events.filter((e) => hasEnded(e, now)),
    'latest',
  )
}

/** `oldest` is date order (soonest first on the upcoming list, the default); `latest` the reverse. */
export type EventSort = 'latest' | 'oldest'

const time = (event: EventSummary) => toDate(event.date)?.getTime() ?? 0

/**
 * By the event date, soonest first (`oldest`) or latest first; a missing date counts as zero. Events whose date
 * is hidden (SOON) come after the dated ones whichever the order, since the visitor cannot place them. Stable.
 */
export function sortEvents(events: readonly EventSummary[], sort: EventSort): EventSummary[] {
  const sign = sort === 'oldest' ? 1 : -1
  const hidden = (event: EventSummary) => (hasVisibleDate(event) ? 0 : 1)
  return [...events].sort((a, b) => hidden(a) - hidden(b) || sign * (time(a) - time(b)))
}

export type EventFilters = { sort: EventSort; categories: EventCategory[]; day: string | null }

export const DEFAULT_FILTERS: EventFilters = { sort: 'oldest', categories: [], day: null }

/**
 * Each filter starts again from the full list: the categories (none, or every one of them, shows all; an event
 * matches when it has any chosen category), then the chosen day compared by ISO date in Muscat (shown dates only).
 */
export function filterEvents(events: readonly EventSummary[], filters: EventFilters): EventSummary[] {
  const chosen = new Set(filters.categories)
  const all = chosen.size === 0 || chosen.size === EVENT_CATEGORIES.length
  const byCategory = all ? events : events.filter((e) => e.categories.some((c) => chosen.has(c)))
  // A hidden date (SOON) is never matched: the visitor must not learn it by trying days.
  const byDay = filters.day ? byCategory.filter((e) => hasVisibleDate(e) && isoDay(e.date) === filters.day) : byCategory
  return sortEvents(byDay, filters.sort)
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The filters from a query string (`?sort=latest&category=SPORT,HERITAGE&date=2026-03-10`); junk is ignored. */
export function parseFilters(search: string): EventFilters {
  const params = new URLSearchParams(search)
  const sort = params.get('sort') === 'latest' ? 'latest' : 'oldest'
  const wanted = (params.get('category') ?? '').split(',')
  const categories = EVENT_CATEGORIES.filter((c) => wanted.includes(c))
  const date = params.get('date')
  return { sort, categories, day: date && DAY.test(date) ? date : null }
}

/** The query string for `filters` ('' for the defaults), so a filtered view can be shared and bookmarked. */
export function serializeFilters(filters: EventFilters): string {
  const params = new URLSearchParams()
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort)
  if (filters.categories.length) params.set('category', filters.categories.join(','))
  if (filters.day) params.set('date', filters.day)
  const query = params.toString()
  return query ? `?${query}` : ''
}
