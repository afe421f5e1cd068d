/**
 * The home events carousel's list (spec section 5): the events not over yet, soonest first, those with a hidden
 * date (SOON) after them; the same rule as the upcoming-events list and an event page's other events (issue 18).
 */
import { upcomingOnly, type EventSummary } from '@/features/events/model'

export const HOME_EVENT_TITLE_WORDS = 4

export function upcomingEvents(events: readonly EventSummary[], now: Date): EventSummary[] {
  return upcomingOnly(events, now)
}
