/**
 * CSV (RFC 4180) to rows and to the JSON records of an open data download, read with Papa Parse (a well-kept,
 * spec-following parser). Editors upload CSV files from any spreadsheet, so the reader is tolerant where the RFC
 * is strict: a UTF-8 byte order mark, CRLF, LF or CR line ends, no line end after the last row, and quoted fields
 * holding commas, quotes ("") and line breaks.
 */
import Papa from 'papaparse'

export class CsvError extends Error {}

/** The rows of a CSV text, each an array of fields; a blank last line is not a row. */
export function parseCsv(input: string): string[][] {
  const { data, errors } = Papa.parse<string[]>(input, { delimiter: ',', skipEmptyLines: false })
  const broken = errors.find((error) => error.type === 'Quotes')
  if (broken) throw new CsvError(`A quoted field is not closed (row ${(broken.row ?? 0) + 1}).`)
  // The text's last line end leaves an empty last line behind it: that is not a row.
  const last = data.at(-1)
  if (last && last.length === 1 && last[0] === '') data.pop()
  return data
}

/** Unique, non-empty keys from a header row: blanks become `column_<n>`, repeats get `_2`, `_3`, ... */
export function csvKeys(header: string[]): string[] {
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
  const keys = csvKeys(header)
  return rows
    .filter((row) => !(row.length === 1 && row[0] === ''))
    .map((row) => {
      if (row.length > keys.length) throw new CsvError(`A row has ${row.length} fields; the header has ${keys.length}.`)
      return Object.fromEntries(keys.map((key, index) => [key, row[index] ?? '']))
    })
}
