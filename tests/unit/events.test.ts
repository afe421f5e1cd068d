import { describe, expect, it } from 'vitest'

import {
  eventCardTexts,
  filterEvents,
  DEFAULT_FILTERS,
  hasEnded,
  hasVisibleDate,
  pastOnly,
  upcomingOnly,
  parseFilters,
  serializeFilters,
  sortEvents,
  toEventSummary,
  type EventSummary,
} from '@/features/events/model'
import type { Page } from '@/payload-types'

const event = (uniqueUrl: string, date: string | null, categories: EventSummary['categories'] = [], extra: Partial<EventSummary> = {}): EventSummary => ({
  uniqueUrl,
  title: uniqueUrl,
  description: '',
  location: '',
  date,
  endDate: null,
  showDate: true,
  image: null,
  categories,
  season: null,
  ...extra,
})

const list = [
  event('a', '2026-03-01T08:00:00Z', ['SPORT']),
  event('b', null, ['HERITAGE']),
  event('c', '2026-03-09T22:30:00Z', ['TOURIST', 'HERITAGE']),
  event('d', '2026-01-15T10:00:00Z', ['ADVENTURES']),
]
const urls = (events: EventSummary[]) => events.map((e) => e.uniqueUrl)

describe('sortEvents', () => {
  it('puts the soonest first by default and the latest first on request; undated (SOON) events always last', () => {
    expect(urls(sortEvents(list, 'latest'))).toEqual(['c', 'a', 'd', 'b'])
    expect(urls(sortEvents(list, 'oldest'))).toEqual(['d', 'a', 'c', 'b'])
    expect(DEFAULT_FILTERS.sort).toBe('oldest')
    const hidden = event('h', '2025-01-01T10:00:00Z', [], { showDate: false })
    expect(urls(sortEvents([hidden, ...list], 'oldest'))).toEqual(['d', 'a', 'c', 'b', 'h'])
  })
})

describe('upcoming and past', () => {
  const now = new Date('2026-03-10T12:00:00Z')
  it('an event is over after the end of its start day in Muscat', () => {
    expect(hasEnded(event('x', '2026-03-10T01:00:00Z'), now)).toBe(false)
    expect(hasEnded(event('x', '2026-03-09T19:59:00Z'), now)).toBe(true)
    expect(hasEnded(event('x', '2026-03-09T20:00:00Z'), now)).toBe(false)
    expect(hasEnded(event('x', null), now)).toBe(false)
  })
  it('an event with an end in the CMS is over after that end, even days after its start', () => {
    const festival = event('x', '2026-03-01T16:00:00Z', [], { endDate: '2026-03-12T19:00:00Z' })
    expect(hasEnded(festival, new Date('2026-03-12T18:59:00Z'))).toBe(false)
    expect(hasEnded(festival, new Date('2026-03-12T19:01:00Z'))).toBe(true)
    // A same-day event ends at its end time, not at midnight.
    const evening = event('y', '2026-03-12T12:00:00Z', [], { endDate: '2026-03-12T15:00:00Z' })
    expect(hasEnded(evening, new Date('2026-03-12T16:00:00Z'))).toBe(true)
  })

  it('splits the list: upcoming soonest first, past latest first', () => {
    expect(urls(upcomingOnly(list, now))).toEqual(['c', 'b'])
    expect(urls(pastOnly(list, now))).toEqual(['a', 'd'])
  })
})

describe('filterEvents', () => {
  it('shows everything for no category or every category', () => {
    expect(filterEvents(list, { sort: 'latest', categories: [], day: null })).toHaveLength(4)
    const all = ['TOURIST', 'ECONOMY', 'HERITAGE', 'ADVENTURES', 'SPORT'] as const
    expect(filterEvents(list, { sort: 'latest', categories: [...all], day: null })).toHaveLength(4)
  })

  it('keeps events with any chosen category, starting from the full list each time', () => {
    expect(urls(filterEvents(list, { sort: 'latest', categories: ['HERITAGE'], day: null }))).toEqual(['c', 'b'])
    expect(urls(filterEvents(list, { sort: 'oldest', categories: ['SPORT', 'ADVENTURES'], day: null }))).toEqual(['d', 'a'])
  })

  it('compares days by ISO date in Muscat (22:30Z on the 9th is the 10th in Salalah)', () => {
    expect(urls(filterEvents(list, { sort: 'latest', categories: [], day: '2026-03-10' }))).toEqual(['c'])
    expect(filterEvents(list, { sort: 'latest', categories: [], day: '2026-03-09' })).toEqual([])
  })
})

describe('URL state', () => {
  it('round-trips and ignores junk', () => {
    const filters = { sort: 'oldest', categories: ['SPORT', 'HERITAGE'], day: '2026-03-10' } as const
    const query = serializeFilters({ ...filters, categories: [...filters.categories] })
    expect(parseFilters(query)).toEqual({ sort: 'oldest', categories: ['HERITAGE', 'SPORT'], day: '2026-03-10' })
    expect(parseFilters('?sort=x&category=NOPE&date=tomorrow')).toEqual({ sort: 'oldest', categories: [], day: null })
    expect(serializeFilters({ sort: 'oldest', categories: [], day: null })).toBe('')
    expect(serializeFilters({ sort: 'latest', categories: [], day: null })).toBe('?sort=latest')
  })
})

describe('event cards', () => {
  const fallback = { untitled: 'Untitled', noAddress: 'No Address Provided' }
  it('cuts titles to six words with an ellipsis', () => {
    const texts = eventCardTexts(event('x', null, [], { title: 'One two three four five six seven eight' }), 6, fallback)
    expect(texts.title).toBe('One two three four five six…')
  })
  it('falls back to Untitled, the description, then No Address Provided', () => {
    expect(eventCardTexts(event('x', null, [], { title: '' }), 6, fallback).title).toBe('Untitled')
    expect(eventCardTexts(event('x', null, [], { description: 'Desc' }), 6, fallback).address).toBe('Desc')
    expect(eventCardTexts(event('x', null, [], { location: 'Salalah', description: 'Desc' }), 6, fallback).address).toBe('Salalah')
    expect(eventCardTexts(event('x', null), 6, fallback).address).toBe('No Address Provided')
  })
  it('shows SOON when the date is hidden or missing', () => {
    expect(hasVisibleDate({ date: '2026-03-01T08:00:00Z', showDate: true })).toBe(true)
    expect(hasVisibleDate({ date: '2026-03-01T08:00:00Z', showDate: false })).toBe(false)
    expect(hasVisibleDate({ date: null, showDate: true })).toBe(false)
  })
})

describe('upcomingOnly: the upcoming list and the home carousel', () => {
  const now = new Date('2026-03-10T12:00:00Z')

  it('keeps the events not over (an event runs to the end of its day in Muscat), soonest first, SOON after', () => {
    const list = [
      event('later', '2026-05-01T10:00:00Z'),
      event('past', '2026-03-01T10:00:00Z'),
      event('yesterday-in-muscat', '2026-03-09T19:59:00Z'),
      event('this-morning', '2026-03-10T04:00:00Z'),
      event('soon', '2026-03-10T12:00:01Z'),
      event('no-date', null),
      { ...event('hidden', '2026-03-20T10:00:00Z'), showDate: false },
    ]
    expect(upcomingOnly(list, now).map((e) => e.uniqueUrl)).toEqual(['this-morning', 'soon', 'later', 'no-date', 'hidden'])
  })

  it('does not change the list it was given', () => {
    const list = [event('b', '2026-05-01T00:00:00Z'), event('a', '2026-04-01T00:00:00Z')]
    upcomingOnly(list, now)
    expect(list.map((e) => e.uniqueUrl)).toEqual(['b', 'a'])
  })
})

/** A date the editors hide is published nowhere, so it never reaches a summary nor matches a day. */
describe('a hidden date (SOON)', () => {
  const page = (showDate: boolean) =>
    ({
      id: 1,
      uniqueUrl: 'boat-trip',
      title: 'Boat trip',
      category: 'events',
      pageDate: '2027-01-30T03:00:00.000Z',
      showDate,
      event: { endDate: '2027-01-30T10:00:00.000Z', categories: ['TOURIST'], season: 'WINTER' },
      updatedAt: '2026-11-01T00:00:00.000Z',
      createdAt: '2026-11-01T00:00:00.000Z',
    }) as unknown as Page

  it('leaves the summary (what client components receive) without a date or an end', () => {
    const hidden = toEventSummary(page(false))
    expect(hidden).toMatchObject({ date: null, endDate: null, showDate: false })
    expect(JSON.stringify(hidden)).not.toContain('2027-01-30')
    expect(toEventSummary(page(true))).toMatchObject({ date: '2027-01-30T03:00:00.000Z', endDate: '2027-01-30T10:00:00.000Z', showDate: true })
  })

  it('is never matched by the date filter, even when a date came with it', () => {
    const withDate = { ...event('hidden', '2027-01-30T03:00:00Z'), showDate: false }
    const shown = event('shown', '2027-01-30T05:00:00Z')
    const filters = { ...DEFAULT_FILTERS, day: '2027-01-30' }
    expect(urls(filterEvents([withDate, shown], filters))).toEqual(['shown'])
    expect(urls(filterEvents([toEventSummary(page(false))], filters))).toEqual([])
  })

  it('is neither over nor past: it stays listed after the dated events', () => {
    const now = new Date('2027-06-01T00:00:00Z')
    const withDate = { ...event('hidden', '2027-01-30T03:00:00Z'), showDate: false }
    const list = [withDate, event('dated', '2027-07-01T10:00:00Z'), event('over', '2027-01-01T10:00:00Z')]
    expect(hasEnded(withDate, now)).toBe(false)
    expect(urls(upcomingOnly(list, now))).toEqual(['dated', 'hidden'])
    expect(urls(pastOnly(list, now))).toEqual(['over'])
  })
})
