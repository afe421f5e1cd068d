'use client'
/**
 * The upcoming-events list: the server hands over every published event;
 * sort and filters run here, from the address, each time from the full list. Without JavaScript every event
 * shows, latest first. A polite live region announces the number of results after each change.
 */
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { isoDay } from '@/lib/dates'

import { FilterPanel } from './FilterPanel'
import { filterEvents, hasVisibleDate, type EventSummary } from './model'
import { UpcomingCard } from './UpcomingCard'
import styles from './UpcomingEvents.module.css'
import { useEventFilters } from './useEventFilters'

export function UpcomingEvents({ events, temperature }: { events: EventSummary[]; temperature: string }) {
  const t = useTranslations('Events')
  const [filters, setFilters] = useEventFilters()
  const panelId = useId()
  const shown = filterEvents(events, filters)
  const [open, setOpen] = useState(false)
  const eventDays = events.filter(hasVisibleDate).map((e) => isoDay(e.date))
  return (
    <div className={styles.layout}>
      <aside className={styles.aside} aria-label={t('filters')}>
        {/* Phones: the filters fold behind one button, so the first event is on the first screen. */}
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t('filters')}
        </button>
        <div id={panelId} className={styles.filtersBody} data-open={open ? '' : undefined}>
          <FilterPanel filters={filters} onChange={setFilters} eventDays={eventDays} />
        </div>
      </aside>
      <div className={styles.results}>
        <p role="status" className={styles.count} data-testid="events-count">
          {t('results', { count: shown.length })}
        </p>
        <ul className={styles.grid} role="list">
          {shown.map((event, index) => (
            <li key={event.uniqueUrl}>
              {/* The first card's picture is on a phone's first screen, its largest element: no lazy loading. */}
              <UpcomingCard event={event} temperature={temperature} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
