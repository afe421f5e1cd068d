/**
 * Dates per language with `Intl`, always in Oman's time zone, so the server's render and the visitor's browser
 * agree whatever zone either runs in (an event at 2026-03-09T22:30Z is on 10 March in Salalah).
 *
 * Digits: Arabic pages use Latin digits (0-9) everywhere (`nu-latn`). The CMS content editors write (statistics,
 * phone numbers, prices) uses them, the briefed numeric formats (dd/MM/yyyy) are Latin, and mixing "١٠" in dates
 * with "10" in text on one page is what a consistent choice avoids. It is spelled out because ICU versions
 * disagree on the default: Node's ICU gives "ar" Latin digits but "ar-OM" Arabic-Indic ones.
 */
import type { Locale } from '@/i18n/locales'

export const TIME_ZONE = 'Asia/Muscat'

export type DateInput = Date | string | number | null | undefined

/** 'dd/MM/yyyy' (events block), 'dd-MM-yy' (upcoming events list) and a long form ("21 November 2026"). */
export type DateFormat = 'dd/MM/yyyy' | 'dd-MM-yy' | 'long'

/** en-GB gives "21 November 2026" (day first, as Oman writes it); ar-OM the Gulf month names (نوفمبر). */
const intlLocales: Record<Locale, string> = { en: 'en-GB', ar: 'ar-OM-u-nu-latn' }

const hijriLocales: Record<Locale, string> = {
  en: 'en-GB-u-ca-islamic-umalqura',
  ar: 'ar-OM-u-ca-islamic-umalqura-nu-latn',
}

// Building a DateTimeFormat is far costlier than using one: keep one per locale and style.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE })
    formatters.set(key, cached)
  }
  return cached
}

/** A valid Date from a Date, an ISO string or a timestamp; null for anything missing or unparsable. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Day, month and year in Muscat, as Latin-digit strings ("10", "03", "2026"). */
function muscatParts(date: Date): { day: string; month: string; year: string } {
  const parts = formatter('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: get('day'), month: get('month'), year: get('year') }
}

/**
 * The date in `locale` and `format`; an empty string when there is no valid date, so callers show their own
 * fallback ("SOON", "date not available"). The numeric formats are assembled from parts rather than left to
 * ICU, whose Arabic output carries invisible right-to-left marks around the separators.
 */
export function formatDate(value: DateInput, locale: Locale, format: DateFormat = 'long'): string {
  const date = toDate(value)
  if (!date) return ''
  if (format === 'long') {
    return formatter(intlLocales[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(date)
  }
  const { day, month, year } = muscatParts(date)
  return format === 'dd/MM/yyyy' ? `${day}/${month}/${year}` : `${day}-${month}-${year.slice(-2)}`
}

/** The Muscat clock time, 24-hour with Latin digits ("23:00"), as the events' time texts write it. */
export function formatTime(value: DateInput): string {
  const date = toDate(value)
  if (!date) return ''
  const parts = formatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('hour')}:${get('minute')}`
}

/** The Umm al-Qura (Saudi, used across the Gulf) Hijri date: "21 Ramadan 1447 AH" / "21 رمضان 1447 هـ". */
export function formatHijri(value: DateInput, locale: Locale): string {
  const date = toDate(value)
  if (!date) return ''
  return formatter(hijriLocales[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(date)
}

/** The Muscat calendar day as YYYY-MM-DD: for `<time dateTime>` and for comparing days (the events date filter). */
export function isoDay(value: DateInput): string {
  const date = toDate(value)
  if (!date) return ''
  const { day, month, year } = muscatParts(date)
  return `${year}-${month}-${day}`
}
