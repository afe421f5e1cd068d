import { describe, expect, it } from 'vitest'

import { buildIcs, escapeText, foldLine, icsDate } from '@/features/events/ics'

describe('ICS', () => {
  const ics = buildIcs({
    uid: 'event-1@example.com',
    title: 'Khareef; festival, Salalah',
    description: `Line one\nLine two ${'long text '.repeat(20)}`,
    location: 'صلالة، ظفار',
    url: 'https://example.com/event-details/x',
    start: new Date('2026-03-09T22:30:00Z'),
    stamp: new Date('2026-01-01T00:00:00Z'),
  })

  it('writes one VEVENT with UTC times and CRLF line ends', () => {
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')
    expect(ics).toContain('BEGIN:VEVENT\r\nUID:event-1@example.com\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260309T223000Z\r\nDTEND:20260310T003000Z')
    expect(ics).toContain('SUMMARY:Khareef\\; festival\\, Salalah')
    expect(ics).toContain('LOCATION:صلالة، ظفار')
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n')
  })

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'ظفار '.repeat(40)}`)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true)
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`DESCRIPTION:${'ظفار '.repeat(40)}`)
    expect(ics.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true)
  })

  it('formats dates as basic UTC', () => {
    expect(icsDate(new Date('2026-07-01T05:06:07.890Z'))).toBe('20260701T050607Z')
  })
})
