/**
 * A place's opening hours, and whether it is open at a moment: the pure rules the place page's hours table, its
 * "open now" line (./openNowScript.ts says the same thing in the browser) and the JSON-LD share. No Payload, no React.
 *
 * Hours are weekly rows ("Sunday to Thursday, 08:00–17:00"); seasonal variants (Khareef hours, Ramadan hours) replace
 * the weekly rows between two dates, the shortest variant that covers a day winning (Ramadan inside the Khareef);
 * closures shut the place for whole days. A row may close after midnight ("18:00–01:00", ticked as such), its
 * last hours belonging to the day it opened. Oman keeps one offset all year (UTC+4, no daylight saving), so a
 * moment's day and minute in Muscat are plain arithmetic, here and in the browser.
 */

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const VARIANT_KINDS = ['khareef', 'ramadan', 'other'] as const
export type VariantKind = (typeof VARIANT_KINDS)[number]

type Both = { en: string | null; ar: string | null }

export type HoursRow = { days: Weekday[]; opens: string; closes: string; overnight: boolean }
export type HoursVariant = { kind: VariantKind; name: Both; from: string; to: string; rows: HoursRow[] }
export type Closure = { from: string; to: string; reason: Both }

/** Not recorded (nothing said), open at all times (a beach, a wadi), or weekly hours. */
export type OpeningHours =
  | { kind: 'unknown' }
  | { kind: 'always'; closures: Closure[] }
  | { kind: 'weekly'; rows: HoursRow[]; variants: HoursVariant[]; closures: Closure[] }

/**
 * The hours as the page hands them to the browser's script (data-hours): `a` open at all times, `w` the weekly rows
 * as [weekday 0–6 from Sunday, opening minute, closing minute (past 1440 after midnight)], `s` the variants as
 * [from, to, rows], `c` the closures as [from, to] (dates YYYY-MM-DD in Muscat).
 */
export type CompactHours = { a?: 1; w: [number, number, number][]; s: [string, string, [number, number, number][]][]; c: [string, string][] }

export const MUSCAT_OFFSET_MINUTES = 240
const DAY = 1440

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** "08:30" as minutes from midnight (510); NaN for anything else. */
export function minutesOf(time: string): number {
  if (!TIME_PATTERN.test(time)) return Number.NaN
  const [h, m] = time.split(':').map(Number)
  return h * 60 + m
}

/** 510 → "08:30"; a minute past midnight of the next day wraps (1500 → "01:00"). */
export function timeOf(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** A row's closing minute: after midnight when so ticked (or when it closes at 00:00), so past 1440. */
export function closingMinute(row: Pick<HoursRow, 'opens' | 'closes' | 'overnight'>): number {
  const closes = minutesOf(row.closes)
  return row.overnight || closes === 0 ? closes + DAY : closes
}

function compactRows(rows: readonly HoursRow[]): [number, number, number][] {
  const out: [number, number, number][] = []
  for (const row of rows) {
    const opens = minutesOf(row.opens)
    const closes = closingMinute(row)
    if (!(opens < closes)) continue
    for (const day of row.days) out.push([WEEKDAYS.indexOf(day), opens, closes])
  }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1])
}

/** The hours for the browser; null when there is nothing to say (not recorded). */
export function compactHours(hours: OpeningHours): CompactHours | null {
  if (hours.kind === 'unknown') return null
  const c = hours.closures.map((closure): [string, string] => [closure.from, closure.to])
  if (hours.kind === 'always') return { a: 1, w: [], s: [], c }
  return { w: compactRows(hours.rows), s: hours.variants.map((v): [string, string, [number, number, number][]] => [v.from, v.to, compactRows(v.rows)]), c }
}

/** A moment's date (YYYY-MM-DD), weekday (0 Sunday) and minute in Muscat. */
export function muscatMoment(ms: number): { date: string; weekday: number; minute: number } {
  const shifted = new Date(ms + MUSCAT_OFFSET_MINUTES * 60_000)
  return { date: shifted.toISOString().slice(0, 10), weekday: shifted.getUTCDay(), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() }
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/** The variant in force on a day: the shortest that covers it; undefined for none. */
function variantOn<T extends [string, string, unknown]>(variants: readonly T[], date: string): T | undefined {
  let best: T | undefined
  for (const variant of variants) {
    if (variant[0] <= date && date <= variant[1] && (!best || Date.parse(variant[1]) - Date.parse(variant[0]) < Date.parse(best[1]) - Date.parse(best[0]))) best = variant
  }
  return best
}

/** A day's opening spans as [opening, closing] minutes from that day's midnight, in order: none on a closure. */
export function spansOn(hours: CompactHours, date: string): [number, number][] {
  if (hours.c.some(([from, to]) => from <= date && date <= to)) return []
  if (hours.a) return [[0, DAY]]
  const rows = variantOn(hours.s, date)?.[2] ?? hours.w
  const weekday = weekdayOf(date)
  return rows.filter((row) => row[0] === weekday).map((row): [number, number] => [row[1], row[2]])
}

export type OpenState =
  | { state: 'always' }
  | { state: 'open'; closes: string }
  | { state: 'opensToday'; at: string }
  | { state: 'opensTomorrow'; at: string }
  | { state: 'closedToday' }
  | { state: 'closedNow' }

/**
 * Whether the place is open at `now`, and what to say: open (until when, following spans that meet), opening later
 * today or tomorrow, closed for the day. Null when the hours are not recorded.
 */
export function openState(hours: CompactHours | null, now: number): OpenState | null {
  if (!hours) return null
  const { date, minute } = muscatMoment(now)
  const today = spansOn(hours, date)
  if (hours.a && today.length) return { state: 'always' }
  // Yesterday's spans that run past midnight, as minutes of today; then today's.
  const spans = [...spansOn(hours, addDays(date, -1)).filter(([, c]) => c > DAY).map(([o, c]): [number, number] => [o - DAY, c - DAY]), ...today]
  const current = spans.find(([o, c]) => o <= minute && minute < c)
  if (current) {
    let closes = current[1]
    for (let next = spans.find(([o]) => o === closes); next; next = spans.find(([o]) => o === closes)) closes = next[1]
    return { state: 'open', closes: timeOf(closes) }
  }
  const later = today.find(([o]) => o > minute)
  if (later) return { state: 'opensToday', at: timeOf(later[0]) }
  const tomorrow = spansOn(hours, addDays(date, 1))
  if (tomorrow.length) return { state: 'opensTomorrow', at: timeOf(tomorrow[0][0]) }
  return today.length ? { state: 'closedNow' } : { state: 'closedToday' }
}
