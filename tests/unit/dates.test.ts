/** Dates per language in Oman's time zone: the two briefed numeric formats, the long form and the Hijri date. */
import { describe, expect, it } from 'vitest'

import { formatDate, formatHijri, isoDay, toDate } from '@/lib/dates'

// 22:30 UTC on 9 March is 02:30 on 10 March in Muscat (UTC+4).
const lateEvening = '2026-03-09T22:30:00Z'

describe('formatDate', () => {
  it('writes the events block format dd/MM/yyyy in both languages with Latin digits', () => {
    expect(formatDate('2026-11-21T08:00:00Z', 'en', 'dd/MM/yyyy')).toBe('21/11/2026')
    expect(formatDate('2026-11-21T08:00:00Z', 'ar', 'dd/MM/yyyy')).toBe('21/11/2026')
  })

  it('writes the upcoming events format dd-MM-yy, zero-padded', () => {
    expect(formatDate('2026-01-05T08:00:00Z', 'en', 'dd-MM-yy')).toBe('05-01-26')
    expect(formatDate('2026-01-05T08:00:00Z', 'ar', 'dd-MM-yy')).toBe('05-01-26')
  })

  it('writes the long form with the month name of each language', () => {
    expect(formatDate('2026-11-21T08:00:00Z', 'en', 'long')).toBe('21 November 2026')
    expect(formatDate('2026-11-21T08:00:00Z', 'ar', 'long')).toBe('21 نوفمبر 2026')
    expect(formatDate('2026-11-21T08:00:00Z', 'en')).toBe('21 November 2026')
  })

  it('uses the Muscat day, not the server or browser zone', () => {
    expect(formatDate(lateEvening, 'en', 'dd/MM/yyyy')).toBe('10/03/2026')
    expect(formatDate(lateEvening, 'ar', 'long')).toBe('10 مارس 2026')
    expect(formatDate(new Date(lateEvening), 'en', 'dd-MM-yy')).toBe('10-03-26')
    expect(formatDate(Date.parse(lateEvening), 'en', 'long')).toBe('10 March 2026')
  })

  it('carries no invisible direction marks into Arabic text', () => {
    for (const format of ['dd/MM/yyyy', 'dd-MM-yy', 'long'] as const) {
      expect(formatDate(lateEvening, 'ar', format)).not.toMatch(/[\u200e\u200f\u061c]/)
    }
  })

  it('gives an empty string for a missing or invalid date, for the caller to show its fallback', () => {
    expect(formatDate(null, 'en', 'long')).toBe('')
    expect(formatDate(undefined, 'ar', 'dd/MM/yyyy')).toBe('')
    expect(formatDate('', 'en', 'dd-MM-yy')).toBe('')
    expect(formatDate('not a date', 'en', 'long')).toBe('')
  })
})

describe('formatHijri', () => {
  it('gives the Umm al-Qura date of the Muscat day in both languages', () => {
    expect(formatHijri(lateEvening, 'en')).toBe('21 Ramadan 1447 AH')
    expect(formatHijri(lateEvening, 'ar')).toBe('21 رمضان 1447 هـ')
  })

  it('gives an empty string without a date', () => {
    expect(formatHijri(null, 'ar')).toBe('')
  })
})

describe('isoDay and toDate', () => {
  it('gives the Muscat calendar day as YYYY-MM-DD', () => {
    expect(isoDay(lateEvening)).toBe('2026-03-10')
    expect(isoDay('2026-03-09T19:59:00Z')).toBe('2026-03-09')
    expect(isoDay(undefined)).toBe('')
  })

  it('parses dates, timestamps and ISO strings, and rejects the rest', () => {
    expect(toDate(lateEvening)?.toISOString()).toBe('2026-03-09T22:30:00.000Z')
    expect(toDate(0)?.getTime()).toBe(0)
    expect(toDate('nope')).toBeNull()
  })
})
