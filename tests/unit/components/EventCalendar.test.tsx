// @vitest-environment happy-dom
/**
 * The events calendar: a grid whose day cells do not restate `role="gridcell"` (the Nu HTML
 * Checker's error, which the e2e check cannot see: the calendar is rendered in the browser only), event days named
 * as such, and in Arabic a right-to-left grid with one-letter weekday headings and Latin digits.
 */
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { EventCalendar } from '@/features/events/EventCalendar'

import { renderIn } from './render'

afterEach(cleanup)

const day = '2026-08-14'
const eventDays = ['2026-08-14', '2026-08-20']

describe('EventCalendar', () => {
  it('is a grid whose day cells are plain td (no restated gridcell role), event days named as such', () => {
    const { container } = renderIn('en', <EventCalendar day={day} eventDays={eventDays} onSelect={() => undefined} />)
    const grid = screen.getByRole('grid')
    expect(grid.tagName).toBe('TABLE')
    expect(grid.querySelectorAll('td').length).toBeGreaterThanOrEqual(28)
    expect(container.querySelectorAll('[role="gridcell"]')).toHaveLength(0)
    expect(screen.getByRole('button', { name: /Thursday, 20 August 2026, has events/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Friday, 21 August 2026, has events/ })).toBeNull()
  })

  it('in Arabic: right to left, one-letter weekday headings, Latin digits', () => {
    const { container } = renderIn('ar', <EventCalendar day={day} eventDays={eventDays} onSelect={() => undefined} />)
    // The picker's own root (not the test's wrapper) runs right to left.
    expect(container.querySelector('.rdp-root')?.getAttribute('dir')).toBe('rtl')
    const headings = [...container.querySelectorAll('thead th')].map((th) => th.textContent ?? '')
    expect(headings).toHaveLength(7)
    for (const heading of headings) expect([...heading.trim()]).toHaveLength(1)
    const days = [...container.querySelectorAll('td button')].map((button) => button.textContent ?? '')
    expect(days.length).toBeGreaterThanOrEqual(28)
    for (const text of days) expect(text).toMatch(/^[0-9]{1,2}$/)
    expect(container.querySelectorAll('[role="gridcell"]')).toHaveLength(0)
  })
})
