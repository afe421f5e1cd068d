// @vitest-environment happy-dom
/**
 * Places' opening hours (src/features/places/hours.ts) and the "open now" script that says the same in the browser
 * (src/features/places/openNowScript.ts): weekly rows, spans across midnight, seasonal variants (the shortest
 * covering a day wins: Ramadan inside the Khareef), closures, open at all times; the script agrees with the module
 * every 20 minutes of nine days, is allowed by the strict script policy by its exact text, and stays small.
 */
import { createHash } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { compactHours, minutesOf, muscatMoment, openState, spansOn, timeOf, type OpeningHours, type CompactHours, type OpenState } from '@/features/places/hours'
import { openNowScriptSource } from '@/features/places/openNowScript'

/** A moment given in Muscat time ("2026-12-07 08:30"), as epoch milliseconds. */
const at = (muscat: string) => Date.parse(`${muscat.replace(' ', 'T')}:00+04:00`)
const none = { en: null, ar: null }

// 2026-12-06 is a Sunday.
const museum: OpeningHours = {
  kind: 'weekly',
  rows: [
    { days: ['sun', 'mon', 'tue', 'wed', 'thu'], opens: '08:00', closes: '14:00', overnight: false },
    { days: ['sun', 'mon', 'tue', 'wed', 'thu'], opens: '16:00', closes: '20:00', overnight: false },
    { days: ['sat'], opens: '09:00', closes: '13:00', overnight: false },
  ],
  variants: [
    { kind: 'khareef', name: { en: 'Khareef hours', ar: 'مواعيد الخريف' }, from: '2027-06-21', to: '2027-09-21', rows: [{ days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '10:00', closes: '22:00', overnight: false }] },
    { kind: 'ramadan', name: { en: 'Ramadan hours', ar: 'مواعيد رمضان' }, from: '2027-07-01', to: '2027-07-29', rows: [{ days: ['sun', 'mon', 'tue', 'wed', 'thu'], opens: '20:00', closes: '01:00', overnight: true }] },
  ],
  closures: [{ from: '2026-12-10', to: '2026-12-10', reason: none }],
}
const souq: OpeningHours = {
  kind: 'weekly',
  rows: [
    { days: ['fri'], opens: '16:00', closes: '00:00', overnight: false },
    { days: ['sat'], opens: '00:00', closes: '02:00', overnight: false },
    { days: ['sun'], opens: '18:00', closes: '02:00', overnight: true },
  ],
  variants: [],
  closures: [],
}
const beach: OpeningHours = { kind: 'always', closures: [{ from: '2026-12-20', to: '2026-12-21', reason: none }] }

const state = (hours: OpeningHours, muscat: string) => openState(compactHours(hours), at(muscat))

describe('opening hours', () => {
  it('reads times and Muscat moments', () => {
    expect(minutesOf('08:30')).toBe(510)
    expect(minutesOf('24:00')).toBe(1440)
    expect(minutesOf('8:30')).toBeNaN()
    expect(minutesOf('25:00')).toBeNaN()
    expect(timeOf(1500)).toBe('01:00')
    // 21:30 UTC on Sunday is 01:30 on Monday in Muscat.
    expect(muscatMoment(Date.parse('2026-12-06T21:30:00Z'))).toEqual({ date: '2026-12-07', weekday: 1, minute: 90 })
  })

  it('says open until the span ends, then when it opens again today or tomorrow, to the minute', () => {
    expect(state(museum, '2026-12-07 07:59')).toEqual({ state: 'opensToday', at: '08:00' })
    expect(state(museum, '2026-12-07 08:00')).toEqual({ state: 'open', closes: '14:00' })
    expect(state(museum, '2026-12-07 13:59')).toEqual({ state: 'open', closes: '14:00' })
    expect(state(museum, '2026-12-07 14:00')).toEqual({ state: 'opensToday', at: '16:00' })
    expect(state(museum, '2026-12-07 20:00')).toEqual({ state: 'opensTomorrow', at: '08:00' })
    // Thursday evening: Friday has no hours, Saturday does.
    expect(state(museum, '2026-12-03 21:00')).toEqual({ state: 'closedNow' })
    expect(state(museum, '2026-12-04 10:00')).toEqual({ state: 'opensTomorrow', at: '09:00' })
  })

  it('keeps a day of closure shut, whatever its weekly hours', () => {
    expect(spansOn(compactHours(museum)!, '2026-12-10')).toEqual([])
    expect(state(museum, '2026-12-10 09:00')).toEqual({ state: 'closedToday' })
    expect(state(museum, '2026-12-09 21:00')).toEqual({ state: 'closedNow' })
  })

  it('runs a span across midnight into the next day, and joins spans that meet at midnight', () => {
    // Sunday 18:00 to Monday 02:00.
    expect(state(souq, '2026-12-06 23:30')).toEqual({ state: 'open', closes: '02:00' })
    expect(state(souq, '2026-12-07 01:59')).toEqual({ state: 'open', closes: '02:00' })
    expect(state(souq, '2026-12-07 02:00')).toEqual({ state: 'closedToday' })
    // Friday 16:00 to 00:00 (midnight): Saturday's 00:00–02:00 is the next day's own span.
    expect(state(souq, '2026-12-04 23:00')).toEqual({ state: 'open', closes: '00:00' })
    expect(state(souq, '2026-12-05 01:00')).toEqual({ state: 'open', closes: '02:00' })
    expect(state(souq, '2026-12-05 12:00')).toEqual({ state: 'opensTomorrow', at: '18:00' })
  })

  it('uses a season’s hours between its dates, and Ramadan’s inside the Khareef', () => {
    // A Friday in the Khareef: 10:00–22:00 every day.
    expect(state(museum, '2027-06-25 09:00')).toEqual({ state: 'opensToday', at: '10:00' })
    expect(state(museum, '2027-06-25 12:00')).toEqual({ state: 'open', closes: '22:00' })
    // Ramadan (from 1 July): 20:00–01:00 Sunday to Thursday, nothing on Friday and Saturday.
    expect(state(museum, '2027-07-04 12:00')).toEqual({ state: 'opensToday', at: '20:00' })
    expect(state(museum, '2027-07-05 00:30')).toEqual({ state: 'open', closes: '01:00' })
    expect(state(museum, '2027-07-09 12:00')).toEqual({ state: 'closedToday' })
    // After the Khareef, the weekly hours again.
    expect(state(museum, '2027-09-22 09:00')).toEqual({ state: 'open', closes: '14:00' })
  })

  it('says open at all times, except on a closure', () => {
    expect(state(beach, '2026-12-07 03:00')).toEqual({ state: 'always' })
    expect(state(beach, '2026-12-20 12:00')).toEqual({ state: 'closedToday' })
    expect(state(beach, '2026-12-21 12:00')).toEqual({ state: 'opensTomorrow', at: '00:00' })
  })

  it('says nothing when the hours are not recorded', () => {
    expect(compactHours({ kind: 'unknown' })).toBeNull()
    expect(openState(null, Date.now())).toBeNull()
  })
})

describe('the open-now script', () => {
  const source = openNowScriptSource()
  const words = { always: 'A', open: 'O {time}', opensToday: 'T {time}', opensTomorrow: 'M {time}', closedToday: 'CT', closedNow: 'CN' }
  const expected = (s: OpenState | null) =>
    !s ? null : s.state === 'always' ? 'A' : s.state === 'open' ? `O ${s.closes}` : s.state === 'opensToday' ? `T ${s.at}` : s.state === 'opensTomorrow' ? `M ${s.at}` : s.state === 'closedToday' ? 'CT' : 'CN'

  function run(hours: CompactHours, now: number): { text: string; hidden: boolean; state: string | null } {
    vi.setSystemTime(now)
    delete (window as { __dhofarOpenNow?: number }).__dhofarOpenNow
    document.body.innerHTML = `<p data-open-now hidden data-hours='${JSON.stringify(hours)}' data-words='${JSON.stringify(words)}'></p>`
    new Function(source)()
    const line = document.querySelector('p')!
    return { text: line.textContent ?? '', hidden: line.hidden, state: line.getAttribute('data-state') }
  }

  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'Date'] }))
  afterEach(() => vi.useRealTimers())

  it('is small and allowed by the strict script policy by its exact text', async () => {
    expect(new TextEncoder().encode(source).length).toBeLessThan(2048)
    const { SITE_BODY_SCRIPT_HASHES } = await import('@/lib/script-hashes.mjs')
    expect(SITE_BODY_SCRIPT_HASHES.has(createHash('sha256').update(source, 'utf8').digest('base64'))).toBe(true)
  })

  it('agrees with the hours module every 20 minutes of nine days, and shows the line', { timeout: 60_000 }, () => {
    const cases: [OpeningHours, string][] = [
      [museum, '2026-12-03'],
      [museum, '2027-06-27'],
      [souq, '2026-12-03'],
      [beach, '2026-12-17'],
    ]
    for (const [hours, start] of cases) {
      const compact = compactHours(hours)!
      for (let now = at(`${start} 00:00`), end = now + 9 * 86_400_000; now < end; now += 20 * 60_000) {
        const result = run(compact, now)
        const s = openState(compact, now)
        expect(result.text, new Date(now).toISOString()).toBe(expected(s))
        expect(result.state).toBe(s?.state === 'open' || s?.state === 'always' ? 'open' : 'closed')
        expect(result.hidden).toBe(false)
      }
    }
  })

  it('runs in the next minute: "closes at" becomes "opens at" on the minute', () => {
    const compact = compactHours(museum)!
    vi.setSystemTime(at('2026-12-07 13:59'))
    document.body.innerHTML = `<p data-open-now hidden data-hours='${JSON.stringify(compact)}' data-words='${JSON.stringify(words)}'></p>`
    delete (window as { __dhofarOpenNow?: number }).__dhofarOpenNow
    new Function(source)()
    expect(document.querySelector('p')!.textContent).toBe('O 14:00')
    vi.advanceTimersByTime(60_000)
    expect(document.querySelector('p')!.textContent).toBe('T 16:00')
  })
})
