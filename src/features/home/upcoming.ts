/**
 * The home events carousel's list (spec section 5): published events whose date is still ahead of `now`,
 * soonest first. An event without a valid date is left out: "upcoming" cannot be told for it.
 */
import type { EventSummary } from '@/features/events/model'
import { toDate } from '@/lib/dates'

export const HOME_EVENT_TITLE_WORDS = 4

export function upcomingEvents(events: readonly EventSummary[], now: Date): EventSummary[] {
  const time = (event: EventSummary) => toDate(event.date)?.getTime() ?? Number.NaN
  return events.filter((event) => time(event) > now.getTime()).sort((a, b) => time(a) - time(b))
}
