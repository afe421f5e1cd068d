'use client'
/**
 * The upcoming-events calendar (react-day-picker, in the page's language and direction, with month and year
 * dropdowns for jumping across years) that picks one day. Loaded by FilterPanel once it nears the viewport.
 */
import { ar, enGB } from 'react-day-picker/locale'
import { DayPicker, type DayProps } from 'react-day-picker'
import 'react-day-picker/style.css'
import { useLocale, useTranslations } from 'next-intl'

import styles from './UpcomingEvents.module.css'

/** The clicked calendar day as YYYY-MM-DD: the picker's days are local midnights, so read local parts. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function fromDay(day: string | null): Date | undefined {
  if (!day) return undefined
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y, m - 1, d)
}

type Props = {
  day: string | null
  /** The days (YYYY-MM-DD, Muscat) with a listed event whose date is shown: marked, and named so. */
  eventDays: readonly string[]
  onSelect: (day: string | null) => void
}

// One-letter weekday headings in Arabic (as Arabic calendars print them): the short names ("ثلاثاء", "أربعاء")
// do not fit a day's column. The full name stays the heading's accessible name (the picker's labelWeekday).
const arabicWeekday = new Intl.DateTimeFormat('ar', { weekday: 'narrow' })

export function EventCalendar({ day, eventDays, onSelect }: Props) {
  const t = useTranslations('Events')
  const locale = useLocale()
  const selected = fromDay(day)
  const year = new Date().getFullYear()
  const days = new Set(eventDays)
  const hasEvent = (date: Date) => days.has(localDay(date))
  return (
    <DayPicker
      // The day in the address is read after the first render: remount so the calendar opens on its month.
      key={day ?? 'no-day'}
      mode="single"
      locale={locale === 'ar' ? ar : enGB}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      numerals="latn"
      className={styles.calendar}
      modifiers={{ hasEvent }}
      modifiersClassNames={{ hasEvent: styles.eventDay }}
      formatters={locale === 'ar' ? { formatWeekdayName: (date) => arabicWeekday.format(date) } : undefined}
      labels={{
        labelDayButton: (date, modifiers) => {
          const label = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', { dateStyle: 'full' }).format(date)
          return modifiers.hasEvent ? t('dayWithEvents', { day: label }) : label
        },
      }}
      captionLayout="dropdown"
      startMonth={new Date(year - 10, 0)}
      endMonth={new Date(year + 10, 11)}
      defaultMonth={selected}
      selected={selected}
      onSelect={(date) => onSelect(date ? localDay(date) : null)}
      components={{ Day: GridDay }}
    />
  )
}

/**
 * A day cell without react-day-picker's explicit `role="gridcell"`: inside its `role="grid"` table a `td` already is
 * a grid cell, and HTML forbids restating it (the Nu HTML Checker reports it as an error).
 */
function GridDay({ day: _day, modifiers: _modifiers, role: _role, ...props }: DayProps) {
  return <td {...props} />
}
