import { describe, expect, it } from 'vitest'

import ICAL from 'ical.js'
import { buildIcs, escapeText, foldLine, icsDate } from '@/features/events/ics'

describe('ICS', () => {
  const ics = buildIcs({
    uid: 'event-1@example.com',
    title: 'Khareef; festival, Salalah',
    description: `Line one\nLine two ${'long text '.repeat(20)}`,
    location: 'صلالة، ظفار',
    url: 'https://example.com/event-details/x',
    start: new Date('2026-03-09T22:30:00Z'),
    end: new Date('2026-03-10T05:30:00Z'),
    geo: { lat: 17.0194, lng: 54.0897 },
    language: 'ar',
    stamp: new Date('2026-01-01T00:00:00Z'),
  })

  it('writes one VEVENT with UTC times and CRLF line ends', () => {
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')
    expect(ics).toContain('BEGIN:VEVENT\r\nUID:event-1@example.com\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260309T223000Z\r\nDTEND:20260310T053000Z')
    expect(ics).toContain('SUMMARY;LANGUAGE=ar:Khareef\\; festival\\, Salalah')
    expect(ics).toContain('LOCATION;LANGUAGE=ar:صلالة، ظفار')
    expect(ics).toContain('GEO:17.0194;54.0897')
    expect(ics).toContain('PRODID:-//Dhofar Governorate//Events//AR')
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n')
  })

  it('has no end when the CMS gives none (never a guessed one)', () => {
    const open = buildIcs({ uid: 'u@x', title: 'T', url: 'https://x/', start: new Date('2026-03-09T22:30:00Z'), language: 'en' })
    expect(open).not.toContain('DTEND')
    expect(open).not.toContain('GEO:')
    expect(open).toContain('PRODID:-//Dhofar Governorate//Events//EN')
  })

  it('is read by an independent parser (ical.js) with the same start, end, place and coordinates', () => {
    const component = new ICAL.Component(ICAL.parse(ics))
    const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-09T22:30:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-10T05:30:00.000Z')
    expect(event.summary).toBe('Khareef; festival, Salalah')
    expect(event.location).toBe('صلالة، ظفار')
    expect(component.getFirstSubcomponent('vevent')!.getFirstPropertyValue('geo')).toEqual([17.0194, 54.0897])
    expect(component.getFirstPropertyValue('prodid')).toBe('-//Dhofar Governorate//Events//AR')
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
