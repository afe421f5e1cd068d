/**
 * Seed dates anchored in a season: an event or news item about the Khareef is dated in the Khareef,
 * whatever day the seed runs. A season date is `day` days after the season's first day, at `hour` (Muscat);
 * `when: 'next'` (events to come) takes the first such date not before the seed runs, `when: 'last'` (news and
 * past events) the last one before it. The windows are the site's own words (seasons pages, FAQ): Khareef about
 * 21 June to 21 September, Sarb late September to November, winter November to March.
 */
import type { SeasonTag } from '../lib/content-model'

export type SeasonWindow = { start: { month: number; day: number }; end: { month: number; day: number } }

/** Months are 1-12; a window may run over the new year (winter). */
export const SEASON_WINDOWS: Record<SeasonTag, SeasonWindow> = {
  AUTUMN: { start: { month: 6, day: 21 }, end: { month: 9, day: 21 } },
  SERB: { start: { month: 9, day: 22 }, end: { month: 11, day: 30 } },
  WINTER: { start: { month: 11, day: 1 }, end: { month: 3, day: 31 } },
}

export type SeasonDate = { season: SeasonTag; day: number; hour?: number; when: 'next' | 'last' }

const MUSCAT_OFFSET_HOURS = 4

/** The number of days in the season's window starting in `year` (the valid range of `day` is 0 to this - 1). */
export function seasonLength(season: SeasonTag, year = 2027): number {
  const { start, end } = SEASON_WINDOWS[season]
  const endYear = end.month < start.month ? year + 1 : year
  return Math.round((Date.UTC(endYear, end.month - 1, end.day) - Date.UTC(year, start.month - 1, start.day)) / 86_400_000) + 1
}

function occurrence({ season, day, hour = 10 }: SeasonDate, year: number): Date {
  const { start } = SEASON_WINDOWS[season]
  return new Date(Date.UTC(year, start.month - 1, start.day + day, hour - MUSCAT_OFFSET_HOURS))
}

export function seasonDateToISO(date: SeasonDate, now = new Date()): string {
  if (!Number.isInteger(date.day) || date.day < 0 || date.day >= seasonLength(date.season)) {
    throw new Error(`Seed season date: day ${date.day} is outside the ${date.season} window`)
  }
  const year = now.getUTCFullYear()
  const candidates = [year - 2, year - 1, year, year + 1].map((y) => occurrence(date, y))
  const found =
    date.when === 'next'
      ? candidates.find((d) => d.getTime() >= now.getTime())
      : candidates.reverse().find((d) => d.getTime() < now.getTime())
  if (!found) throw new Error('Seed season date: no occurrence found')
  return found.toISOString()
}

/** Whether an instant falls in the season's window, by its calendar day in Muscat. */
export function inSeason(season: SeasonTag, iso: string): boolean {
  const muscat = new Date(new Date(iso).getTime() + MUSCAT_OFFSET_HOURS * 3_600_000)
  const md = (muscat.getUTCMonth() + 1) * 100 + muscat.getUTCDate()
  const { start, end } = SEASON_WINDOWS[season]
  const from = start.month * 100 + start.day
  const to = end.month * 100 + end.day
  return from <= to ? md >= from && md <= to : md >= from || md <= to
}

/** A month's share of a season: the season (PRE_MONSOON for days no season of the site covers) and its days. */
export type MonthSeason = { season: SeasonTag | 'PRE_MONSOON'; from: number; to: number; days: number }

/**
 * The seasons of month `month` (1-12) as the windows above give them, in the order they begin: the seasons open
 * data set is written from this, so it says what the season pages and the seed's dates say (it used
 * to call November Sarb only and March pre-monsoon). Days outside every window (April to 20 June) are the
 * hot pre-monsoon weeks, not a season of the site.
 */
export function monthSeasons(month: number, year = 2027): MonthSeason[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const found = new Map<MonthSeason['season'], MonthSeason>()
  for (let day = 1; day <= days; day++) {
    const noon = new Date(Date.UTC(year, month - 1, day, 8)).toISOString()
    const tags = (Object.keys(SEASON_WINDOWS) as SeasonTag[]).filter((tag) => inSeason(tag, noon))
    for (const season of tags.length ? tags : (['PRE_MONSOON'] as const)) {
      const seen = found.get(season)
      if (seen) Object.assign(seen, { to: day, days: seen.days + 1 })
      else found.set(season, { season, from: day, to: day, days: 1 })
    }
  }
  return [...found.values()].sort((a, b) => a.from - b.from)
}
