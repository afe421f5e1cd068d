/**
 * CSV for spreadsheets (the ratings export, the pages export): opened in Excel or LibreOffice, so
 * - UTF-8 with a byte-order mark (without it Excel reads Arabic as mojibake), CRLF line ends, every cell quoted;
 * - formula injection neutralised: a cell whose text starts with = + - @ (or their full-width forms, after any
 *   spaces), a tab or a carriage return gets a leading apostrophe, so a visitor's text never runs as a formula (OWASP);
 *   an import of our own file takes it off again (`unguardFormula`).
 * Written by Papa Parse's `unparse` (quoting and formula escaping) with that stricter formula pattern.
 */
import Papa from 'papaparse'

export const CSV_BOM = '\uFEFF'

/**
 * Apostrophes first too: a text that already starts with one before a formula character gets one more, so that
 * `unguardFormula` can take exactly one off and give the text back as it was.
 */
const FORMULA_START = /^'*\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/

type Cell = string | number | boolean | null | undefined

/** One CSV line, CRLF-terminated: every cell quoted, inner quotes doubled, formula-like text given an apostrophe. */
export function csvLine(cells: Cell[]): string {
  // Papa escapes only strings: numbers and booleans go in as text so that every cell gets the same treatment.
  const row = cells.map((cell) => (cell === null || cell === undefined ? '' : String(cell)))
  return `${Papa.unparse([row], { quotes: true, newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`
}

export const csvCell = (value: Cell): string => csvLine([value]).slice(0, -2)

/** The inverse of the export's formula guard: the one apostrophe it added comes off, any other text is kept. */
export const unguardFormula = (cell: string): string => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell)
