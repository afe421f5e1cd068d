/**
 * The ratings CSV for editors. Opened in Excel or LibreOffice, so:
 * - UTF-8 with a byte-order mark (without it Excel reads Arabic comments as mojibake), CRLF line ends, every cell
 *   quoted;
 * - formula injection neutralised: a cell whose text starts with = + - @ (or their full-width forms), a tab or a
 *   carriage return gets a leading apostrophe, so a visitor's comment can never run as a formula (OWASP);
 * - comments flagged as possible personal data are left out: the cell is empty and the `flagged` column says why.
 * Session ids and address hashes stay in the database: a spreadsheet travels further than the admin.
 */
export const CSV_BOM = '\uFEFF'
export const CSV_COLUMNS = ['id', 'createdAt', 'pageName', 'result', 'max', 'locale', 'flagged', 'comment'] as const

export type CsvRating = {
  id: number | string
  createdAt: string
  pageName: string
  result: number
  max: number
  locale?: string | null
  flagged?: boolean | null
  comment?: string | null
}

const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function csvLine(cells: Array<string | number | boolean | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

export function csvHeader(): string {
  return CSV_BOM + csvLine([...CSV_COLUMNS])
}

export function csvRating(r: CsvRating): string {
  const flagged = Boolean(r.flagged)
  return csvLine([r.id, r.createdAt, r.pageName, r.result, r.max, r.locale ?? '', flagged ? 'yes' : 'no', flagged ? '' : (r.comment ?? '')])
}
