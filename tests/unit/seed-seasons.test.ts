/**
 * Every seeded item that belongs to a season is dated in that season's months, on whatever day the seed
 * runs; events to come are ahead of that day, news and past events behind it.
 */
import { describe, expect, it } from 'vitest'

import { SEASON_TAGS } from '@/lib/content-model'
import { seedDateToISO } from '@/seed/build'
import Papa from 'papaparse'

import { seedPages } from '@/seed/data'
import { datasets } from '@/seed/data/open-data'
import { inSeason, SEASON_WINDOWS, seasonDateToISO, seasonLength } from '@/seed/season-dates'

// One seed day in every month, and the days either side of each season's edges.
const seedDays = [
  ...Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 14, 7))),
  ...['2026-06-20', '2026-06-21', '2026-09-21', '2026-09-22', '2026-11-30', '2026-12-01', '2027-03-31', '2027-04-01', '2028-02-29'].map(
    (d) => new Date(`${d}T19:59:00Z`),
  ),
]

const SEASON_WORDS: Record<string, RegExp> = { AUTUMN: /khareef/i, SERB: /\bsarb\b/i, WINTER: /\bwinter\b/i }

const seasonOf = (page: (typeof seedPages)[number]) =>
  page.event?.season ?? (page.date && 'season' in page.date ? page.date.season : undefined)

describe('seed dates follow the seasons', () => {
  const tagged = seedPages.filter((p) => seasonOf(p))

  it('covers every season-tagged event and every news item named after a season', () => {
    const events = seedPages.filter((p) => p.category === 'events')
    expect(events.length).toBeGreaterThan(0)
    for (const event of events) expect(event.event?.season, event.uniqueUrl).toBeDefined()
    for (const page of seedPages.filter((p) => p.category === 'news')) {
      const named = Object.entries(SEASON_WORDS).find(([, word]) => word.test(page.title.en))
      if (named) expect(seasonOf(page), page.uniqueUrl).toBe(named[0])
    }
    expect(tagged.length).toBeGreaterThanOrEqual(events.length + 5)
  })

  for (const now of seedDays) {
    it(`dates each item in its season when the seed runs on ${now.toISOString().slice(0, 10)}`, () => {
      for (const page of tagged) {
        const season = seasonOf(page)!
        expect(page.date && 'season' in page.date, `${page.uniqueUrl} has a season date`).toBe(true)
        if (!page.date || !('season' in page.date)) continue
        expect(page.date.season, page.uniqueUrl).toBe(season)
        const iso = seedDateToISO(page.date, now)
        expect(inSeason(season, iso), `${page.uniqueUrl} on ${iso}`).toBe(true)
        const ahead = new Date(iso).getTime() >= now.getTime()
        expect(ahead, `${page.uniqueUrl} ${page.date.when}`).toBe(page.date.when === 'next')
        // The next (or last) one: a year nearer would still be on the right side of the seed day.
        const yearMs = 365 * 86_400_000
        expect(Math.abs(new Date(iso).getTime() - now.getTime()), page.uniqueUrl).toBeLessThanOrEqual(yearMs + 86_400_000)
      }
    })
  }

  it('knows the windows and rejects a day outside one', () => {
    expect(seasonLength('AUTUMN')).toBe(93)
    expect(seasonLength('SERB')).toBe(70)
    expect(seasonLength('WINTER', 2027)).toBe(152)
    expect(inSeason('WINTER', '2027-01-10T06:00:00Z')).toBe(true)
    expect(inSeason('AUTUMN', '2026-11-29T12:00:00Z')).toBe(false)
    // 20:30Z on 20 June is 00:30 on 21 June in Salalah: the first Khareef day.
    expect(inSeason('AUTUMN', '2026-06-20T20:30:00Z')).toBe(true)
    expect(() => seasonDateToISO({ season: 'SERB', day: 70, when: 'next' })).toThrow()
    expect(SEASON_TAGS).toHaveLength(3)
  })

  it('the Khareef festival is in the Khareef, not on 29 November', () => {
    const festival = seedPages.find((p) => p.uniqueUrl === 'khareef-dhofar-festival')!
    expect(seedDateToISO(festival.date!, new Date('2026-11-24T08:00:00Z'))).toBe('2027-07-01T12:00:00.000Z')
  })
})

/**
 * The open data seasons calendar says what the season pages and the seed's dates say: the same windows, one source
 * (src/seed/season-dates.ts). It used to call November Sarb only, December-February winter and March pre-monsoon.
 */
describe('the seasons calendar data set', () => {
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  const calendar = datasets.find((d) => d.key === 'seasons-calendar')!
  const rows = Papa.parse<Record<string, string>>(calendar.csv, { header: true, skipEmptyLines: true }).data

  it('names, for each month, exactly the seasons whose window covers one of its days, in the order they begin', () => {
    expect(rows.map((row) => Number(row.month))).toEqual(MONTHS.map((_, i) => i + 1))
    for (const row of rows) {
      const month = Number(row.month)
      const expected: string[] = []
      for (let day = 1; day <= new Date(Date.UTC(2028, month, 0)).getUTCDate(); day++) {
        const noon = new Date(Date.UTC(2028, month - 1, day, 8)).toISOString()
        const tags = SEASON_TAGS.filter((tag) => inSeason(tag, noon))
        for (const tag of tags.length ? tags : ['PRE_MONSOON']) if (!expected.includes(tag)) expected.push(tag)
      }
      expect(row.season_key.split(' '), row.month_en).toEqual(expected)
      expect(row.month_en).toBe(MONTHS[month - 1])
    }
    const keys = (month: string) => rows.find((row) => row.month_en === month)!.season_key.split(' ')
    expect(keys('November')).toEqual(['SERB', 'WINTER'])
    expect(keys('March')).toEqual(['WINTER'])
    expect(keys('December')).toEqual(['WINTER'])
  })

  it('agrees with the season pages, whose texts name the first and last month of their window', () => {
    for (const [url, tag] of [['khareef-season', 'AUTUMN'], ['sarb-season', 'SERB'], ['winter-season', 'WINTER']] as const) {
      const page = seedPages.find((p) => p.uniqueUrl === url)!
      const { start, end } = SEASON_WINDOWS[tag]
      for (const month of [start.month, end.month]) expect(page.description?.en, `${url}: ${MONTHS[month - 1]}`).toContain(MONTHS[month - 1])
      const months = rows.filter((row) => row.season_key.split(' ').includes(tag)).map((row) => row.month_en)
      expect(months[0] === MONTHS[start.month - 1] || months.includes(MONTHS[start.month - 1]), url).toBe(true)
      expect(months).toContain(MONTHS[end.month - 1])
    }
  })
})
