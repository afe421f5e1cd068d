'use client'
/**
 * The upcoming-events calendar (react-day-picker, in the page's language and direction, with month and year
 * dropdowns for jumping across years) that picks one day. Loaded by FilterPanel once it nears the viewport.
 */
import { ar, enGB } from 'react-day-picker/locale'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import { useLocale } from 'next-intl'

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

type Props = { day: string | null; onSelect: (day: string | null) => void }

export function EventCalendar({ day, onSelect }: Props) {
  const locale = useLocale()
  const selected = fromDay(day)
  const year = new Date().getFullYear()
  return (
    <DayPicker
      // The day in the address is read after the first render: remount so the calendar opens on its month.
      key={day ?? 'no-day'}
      mode="single"
      locale={locale === 'ar' ? ar : enGB}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      numerals="latn"
      captionLayout="dropdown"
      startMonth={new Date(year - 10, 0)}
      endMonth={new Date(year + 10, 11)}
      defaultMonth={selected}
      selected={selected}
      onSelect={(date) => onSelect(date ? localDay(date) : null)}
    />
  )
}
