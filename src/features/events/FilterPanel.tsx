'use client'
/**
 * The upcoming-events controls: sort (soonest first, or latest first), the category checkboxes (ALL clears the others) and an
 * inline calendar (react-day-picker, in the page's language and direction, with month and year dropdowns for
 * jumping across years) that picks one day; choosing the same day again, or "show every date", clears it.
 *
 * The calendar (react-day-picker and its locales, EventCalendar) is a chunk of its own, fetched once the panel comes
 * within a screen of the viewport: it is not part of the page's first load. Its space is kept meanwhile (a month of
 * six weeks, the picker's default day size), so nothing below it moves when it arrives.
 */
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useId, type CSSProperties } from 'react'

import { EVENT_CATEGORIES, type EventCategory } from '@/lib/content-model'
import { useNearViewport } from '@/lib/useNearViewport'

import type { EventFilters } from './model'
import styles from './UpcomingEvents.module.css'

/** The picker's height with a caption and six weeks of 44 px days (react-day-picker's --rdp-day-height). */
const CALENDAR_SPACE: CSSProperties = { minBlockSize: 'calc(7 * 44px + 3rem)' }

const EventCalendar = dynamic(() => import('./EventCalendar').then((module) => module.EventCalendar), {
  ssr: false,
  loading: () => <div style={CALENDAR_SPACE} />,
})

type Props = {
  filters: EventFilters
  onChange: (next: EventFilters) => void
  /** The days (YYYY-MM-DD, Muscat) with a listed event whose date is shown: marked on the calendar. */
  eventDays?: readonly string[]
}

export function FilterPanel({ filters, onChange, eventDays = [] }: Props) {
  const t = useTranslations('Events')
  const sortId = useId()
  const [calendarRef, near] = useNearViewport<HTMLFieldSetElement>()

  function toggle(category: EventCategory, checked: boolean) {
    const set = new Set(filters.categories)
    if (checked) set.add(category)
    else set.delete(category)
    onChange({ ...filters, categories: EVENT_CATEGORIES.filter((c) => set.has(c)) })
  }

  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        <label htmlFor={sortId}>{t('sort')}</label>
        <select
          id={sortId}
          className={styles.select}
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value === 'oldest' ? 'oldest' : 'latest' })}
        >
          <option value="oldest">{t('oldest')}</option>
          <option value="latest">{t('latest')}</option>
        </select>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('categories')}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={filters.categories.length === 0}
            onChange={() => onChange({ ...filters, categories: [] })}
          />
          {t('category.ALL')}
        </label>
        {EVENT_CATEGORIES.map((category) => (
          <label key={category} className={styles.check}>
            <input
              type="checkbox"
              className={styles.checkbox}
              value={category}
              checked={filters.categories.includes(category)}
              onChange={(e) => toggle(category, e.target.checked)}
            />
            {t(`category.${category}`)}
          </label>
        ))}
      </fieldset>
      <fieldset ref={calendarRef} className={styles.fieldset}>
        <legend>{t('calendar')}</legend>
        {near ? (
          <EventCalendar day={filters.day} eventDays={eventDays} onSelect={(day) => onChange({ ...filters, day })} />
        ) : (
          <div style={CALENDAR_SPACE} />
        )}
        {filters.day ? (
          <button type="button" className={styles.clear} onClick={() => onChange({ ...filters, day: null })}>
            {t('clearDate')}
          </button>
        ) : null}
      </fieldset>
    </div>
  )
}
