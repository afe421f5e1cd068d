/** The past events view pages by 12 at static addresses; page 1 has one address only. */
import { describe, expect, it } from 'vitest'

import { pageOf, PAST_EVENTS_PAGE_SIZE } from '@/features/events/past'
import { parsePastView, pastEventsPath } from '@/lib/page-routes'

describe('past events paging', () => {
  const events = Array.from({ length: 25 }, (_, i) => `event-${i + 1}`)

  it('cuts the list into pages of 12, the last one holding the rest', () => {
    expect(PAST_EVENTS_PAGE_SIZE).toBe(12)
    expect(pageOf(events, 1)).toEqual({ items: events.slice(0, 12), totalPages: 3 })
    expect(pageOf(events, 2).items).toEqual(events.slice(12, 24))
    expect(pageOf(events, 3).items).toEqual(['event-25'])
    expect(pageOf(events, 4).items).toEqual([])
    expect(pageOf([], 1)).toEqual({ items: [], totalPages: 1 })
  })

  it('gives each page one address and reads only those back', () => {
    expect(pastEventsPath(1)).toBe('/past-events')
    expect(pastEventsPath(3)).toBe('/past-events/page/3')
    expect(parsePastView(undefined)).toBe(1)
    expect(parsePastView([])).toBe(1)
    expect(parsePastView(['page', '3'])).toBe(3)
    // Page 1 is /past-events only; anything else is not a page of the view.
    for (const view of [['page', '1'], ['page', '0'], ['page', '03'], ['page', 'x'], ['page'], ['other', '2'], ['page', '2', 'x']]) {
      expect(parsePastView(view), view.join('/')).toBeNull()
    }
  })
})
