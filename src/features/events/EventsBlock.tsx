/**
 * The events list block: the first `limit` events (2 by default; 4 on a season page)
 * as cards under a heading. Used on event and season pages, and later on the home page. Nothing is drawn when
 * there is no event, so a page never shows an empty heading.
 */
import type { Locale } from '@/i18n/locales'

import { EventCard } from './EventCard'
import styles from './EventsBlock.module.css'
import type { EventSummary } from './model'

export type EventsBlockProps = {
  events: EventSummary[]
  heading: string
  locale: Locale
  limit?: number
  id?: string
}

export const EVENTS_BLOCK_LIMIT = 2

export function EventsBlock({ events, heading, locale, limit = EVENTS_BLOCK_LIMIT, id = 'events-block' }: EventsBlockProps) {
  const shown = events.slice(0, limit)
  if (shown.length === 0) return null
  return (
    <section className={styles.block} aria-labelledby={id} data-testid="events-block">
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.grid} role="list">
        {shown.map((event) => (
          <li key={event.uniqueUrl}>
            <EventCard event={event} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  )
}
