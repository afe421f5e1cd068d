/**
 * CSV (RFC 4180) to rows and to the JSON records of an open data download. Editors upload CSV files from any
 * spreadsheet, so the reader is tolerant where the RFC is strict: a UTF-8 byte order mark, CRLF, LF or CR line
 * ends, no line end after the last row, and quoted fields holding commas, quotes ("") and line breaks.
 */

export class CsvError extends Error {}

/** The rows of a CSV text, each an array of fields; a blank last line is not a row. */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let i = 0
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }
  while (i < text.length) {
    const char = text[i]
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        quoted = false
      } else {
        field += char
      }
      i += 1
      continue
    }
    if (char === '"' && field === '') quoted = true
    else if (char === ',') endField()
    else if (char === '\r' || char === '\n') {
      endRow()
      if (char === '\r' && text[i + 1] === '\n') i += 1
    } else field += char
    i += 1
  }
  if (quoted) throw new CsvError('A quoted field is not closed.')
  // The text's last line end already closed the last row; anything after it is a last row without one.
  if (field !== '' || row.length > 0) endRow()
  return rows
}

/** Unique, non-empty keys from a header row: blanks become `column_<n>`, repeats get `_2`, `_3`, ... */
function keysOf(header: string[]): string[] {
  const seen = new Map<string, number>()
  return header.map((raw, index) => {
    const base = raw.trim() || `column_${index + 1}`
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}_${count}`
  })
}

/** The data rows as objects keyed by the header row; short rows get empty strings, blank lines are skipped. */
export function csvToRecords(input: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(input)
  if (!header) return []
  const keys = keysOf(header)
  return rows
    .filter((row) => !(row.length === 1 && row[0] === ''))
    .map((row) => {
      if (row.length > keys.length) throw new CsvError(`A row has ${row.length} fields; the header has ${keys.length}.`)
      return Object.fromEntries(keys.map((key, index) => [key, row[index] ?? '']))
    })
}
