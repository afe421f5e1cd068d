/**
 * What a visitor sees of an event, and the upcoming-events list's sort and filters (spec sections 4 and 5).
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

/** Only what the cards need crosses to the browser (no rich text, no sections). */
export function toEventSummary(page: Page): EventSummary {
  return {
    uniqueUrl: page.uniqueUrl,
    title: page.title?.trim() ?? '',
    description: page.description?.trim() ?? '',
    location: page.event?.location?.trim() ?? '',
    date: page.pageDate ?? null,
    showDate: page.showDate !== false,
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

export type EventSort = 'latest' | 'oldest'

const time = (event: EventSummary) => toDate(event.date)?.getTime() ?? 0

/** Latest first (default) or oldest first by the event date; a missing date counts as zero. Stable. */
export function sortEvents(events: readonly EventSummary[], sort: EventSort): EventSummary[] {
  const sign = sort === 'oldest' ? 1 : -1
  return [...events].sort((a, b) => sign * (time(a) - time(b)))
}

export type EventFilters = { sort: EventSort; categories: EventCategory[]; day: string | null }

export const DEFAULT_FILTERS: EventFilters = { sort: 'latest', categories: [], day: null }

/**
 * Each filter starts again from the full list: the categories (none, or every one of them, shows all; an event
 * matches when it has any chosen category), then the chosen day compared by ISO date in Muscat.
 */
export function filterEvents(events: readonly EventSummary[], filters: EventFilters): EventSummary[] {
  const chosen = new Set(filters.categories)
  const all = chosen.size === 0 || chosen.size === EVENT_CATEGORIES.length
  const byCategory = all ? events : events.filter((e) => e.categories.some((c) => chosen.has(c)))
  const byDay = filters.day ? byCategory.filter((e) => isoDay(e.date) === filters.day) : byCategory
  return sortEvents(byDay, filters.sort)
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The filters from a query string (`?sort=oldest&category=SPORT,HERITAGE&date=2026-03-10`); junk is ignored. */
export function parseFilters(search: string): EventFilters {
  const params = new URLSearchParams(search)
  const sort = params.get('sort') === 'oldest' ? 'oldest' : 'latest'
  const wanted = (params.get('category') ?? '').split(',')
  const categories = EVENT_CATEGORIES.filter((c) => wanted.includes(c))
  const date = params.get('date')
  return { sort, categories, day: date && DAY.test(date) ? date : null }
}

/** The query string for `filters` ('' for the defaults), so a filtered view can be shared and bookmarked. */
export function serializeFilters(filters: EventFilters): string {
  const params = new URLSearchParams()
  if (filters.sort !== 'latest') params.set('sort', filters.sort)
  if (filters.categories.length) params.set('category', filters.categories.join(','))
  if (filters.day) params.set('date', filters.day)
  const query = params.toString()
  return query ? `?${query}` : ''
}
