/**
 * "Add to calendar" (docs/product.md, ADR 0007): one RFC 5545 VEVENT. Times in UTC (a trailing Z), so every calendar
 * shows the right local hour without a VTIMEZONE block; text escaped (\\ ; , and newlines); lines folded at 75
 * octets (never inside a UTF-8 character, which matters for Arabic); CRLF line ends.
 */
export type IcsEvent = {
  uid: string
  title: string
  description?: string
  location?: string
  url: string
  start: Date
  /** The CMS's end; without one the entry has no DTEND (RFC 5545: it ends when it starts), never a guess. */
  end?: Date
  /** Coordinates of the place, when the CMS has them. */
  geo?: { lat: number; lng: number }
  /** The language of the texts: names the calendar's PRODID and tags SUMMARY, DESCRIPTION and LOCATION. */
  language: 'en' | 'ar'
  stamp?: Date
}

/** 20260310T223000Z */
export function icsDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Splits a content line into 75-octet pieces; continuation lines start with one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const pieces: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    // The first line may hold 75 octets; continuations 74, after their leading space.
    const limit = pieces.length === 0 ? 75 : 74
    if (size + bytes > limit) {
      pieces.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

export function buildIcs(event: IcsEvent): string {
  const lang = `;LANGUAGE=${event.language}`
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Dhofar Governorate//Events//${event.language.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsDate(event.stamp ?? new Date())}`,
    `DTSTART:${icsDate(event.start)}`,
    ...(event.end ? [`DTEND:${icsDate(event.end)}`] : []),
    `SUMMARY${lang}:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION${lang}:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION${lang}:${escapeText(event.location)}`] : []),
    ...(event.geo ? [`GEO:${event.geo.lat};${event.geo.lng}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
