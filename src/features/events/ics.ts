/**
 * "Add to calendar" (decisions.md, "Events"): one RFC 5545 VEVENT. Times in UTC (a trailing Z), so every calendar
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
  /** Defaults to two hours after the start: the CMS records a start only. */
  end?: Date
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
  const end = event.end ?? new Date(event.start.getTime() + 2 * 60 * 60 * 1000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dhofar Governorate//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsDate(event.stamp ?? new Date())}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
