/**
 * Column types of an open data set (docs/decisions, i17 typed open data): editors declare, per CSV header, what
 * its cells hold; the JSON download turns each cell into that type and saving a data set refuses a cell that does
 * not fit. The CSV download stays the uploaded file, byte for byte: types only shape the JSON.
 *
 * Every type reads an empty cell (or one of spaces only) as "not known", which is `null` in JSON; a cell is never
 * turned into 0, false or "". A column without a declared type stays text.
 */
import { CsvError, csvKeys, parseCsv } from './csv'

export const COLUMN_TYPES = ['text', 'integer', 'number', 'boolean', 'date'] as const
export type ColumnType = (typeof COLUMN_TYPES)[number]

export type ColumnSpec = { name: string; type: ColumnType }

type ColumnInput = { name?: string | null; type?: string | null }

/** The declared columns with a name and a known type (the fields' own validation reports the others). */
export function columnSpecs(columns: ColumnInput[] | null | undefined): ColumnSpec[] {
  return (columns ?? []).flatMap((c) => {
    const type = COLUMN_TYPES.find((t) => t === c.type)
    const name = c.name?.trim()
    return name && type ? [{ name, type }] : []
  })
}

export type Cell = string | number | boolean | null

/** The spellings of yes and no an editor may use (compared without case). */
const TRUE = new Set(['yes', 'true', '1', 'نعم'])
const FALSE = new Set(['no', 'false', '0', 'لا'])

const INTEGER = /^[+-]?\d+$/
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/
/** ISO 8601 calendar date, optionally with a time and a zone (what `<time datetime>` and JavaScript read). */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/

/** Arabic-Indic and Eastern Arabic-Indic digits, as an Arabic keyboard types them, read as Latin digits. */
function latinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf))
}

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** A cell as its column's type; `undefined` when it does not fit (the caller reports where). */
export function parseCell(raw: string, type: ColumnType): Cell | undefined {
  const value = raw.trim()
  if (value === '') return null
  switch (type) {
    case 'text':
      return raw
    case 'integer': {
      const digits = latinDigits(value)
      if (!INTEGER.test(digits)) return undefined
      const n = Number(digits)
      return Number.isSafeInteger(n) ? n : undefined
    }
    case 'number': {
      const digits = latinDigits(value).replace('\u066B', '.')
      if (!NUMBER.test(digits)) return undefined
      const n = Number(digits)
      return Number.isFinite(n) ? n : undefined
    }
    case 'boolean': {
      const word = latinDigits(value).toLowerCase()
      if (TRUE.has(word)) return true
      if (FALSE.has(word)) return false
      return undefined
    }
    case 'date': {
      const match = DATE.exec(value)
      if (!match || !validDay(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined
      return value
    }
  }
}

/** Why a declared column or a cell is refused: the column, and the row as a spreadsheet numbers it. */
export type ColumnProblem =
  | { kind: 'unknownColumn'; column: string; index: number; headers: string[] }
  | { kind: 'duplicateColumn'; column: string; index: number }
  | { kind: 'badCell'; column: string; index: number; row: number; value: string; type: ColumnType }
  | { kind: 'unreadable'; message: string }

const TYPE_NAMES: Record<'en' | 'ar', Record<ColumnType, string>> = {
  en: {
    text: 'text',
    integer: 'a whole number (e.g. 2000)',
    number: 'a number (e.g. 17.02 with a decimal point)',
    boolean: 'yes or no (yes/no · true/false · 1/0 · نعم/لا)',
    date: 'an ISO date (YYYY-MM-DD)',
  },
  ar: {
    text: 'نصًّا',
    integer: 'عددًا صحيحًا (مثل 2000)',
    number: 'عددًا (مثل 17.02 بفاصلة عشرية نقطة)',
    boolean: 'نعم أو لا (yes/no أو true/false أو 1/0 أو نعم/لا)',
    date: 'تاريخًا بصيغة ISO (YYYY-MM-DD)',
  },
}

const clip = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value)

/**
 * A problem as a sentence an editor can act on, in the admin's language. No ASCII commas: the admin's notice splits
 * an error's message into items at commas.
 */
export function problemMessage(problem: ColumnProblem, language: string | undefined): string {
  const ar = language === 'ar'
  switch (problem.kind) {
    case 'unknownColumn':
      return ar
        ? `العمود «${problem.column}» غير موجود في صف العناوين للملف المرفوع. العناوين الموجودة: ${problem.headers.join('، ')}.`
        : `Column "${problem.column}" is not a header of the uploaded CSV file; its headers are ${problem.headers.join(' · ')}.`
    case 'duplicateColumn':
      return ar ? `العمود «${problem.column}» مذكور أكثر من مرة.` : `Column "${problem.column}" is listed more than once.`
    case 'badCell':
      return ar
        ? `العمود «${problem.column}»، الصف ${problem.row} من الملف: القيمة «${clip(problem.value)}» ليست ${TYPE_NAMES.ar[problem.type]}. صحّح الملف أو نوع العمود.`
        : `Column "${problem.column}" at row ${problem.row} of the file: "${clip(problem.value)}" is not ${TYPE_NAMES.en[problem.type]}. Correct the file or the column's type.`
    case 'unreadable':
      return ar ? `تعذّرت قراءة ملف CSV: ${problem.message}` : `The CSV file could not be read: ${problem.message}`
  }
}

/**
 * Everything wrong with a set of column types against a CSV text: names that are not headers, names listed twice,
 * and cells that do not fit their type (at most `limit` of those, so a wrong type does not list a thousand rows).
 */
export function columnProblems(csv: string, columns: ColumnSpec[], limit = 5): ColumnProblem[] {
  let rows: string[][]
  try {
    rows = parseCsv(csv)
  } catch (error) {
    if (error instanceof CsvError) return [{ kind: 'unreadable', message: error.message }]
    throw error
  }
  const headers = csvKeys(rows[0] ?? [])
  const problems: ColumnProblem[] = []
  const seen = new Set<string>()
  columns.forEach((column, index) => {
    if (seen.has(column.name)) problems.push({ kind: 'duplicateColumn', column: column.name, index })
    else if (!headers.includes(column.name)) problems.push({ kind: 'unknownColumn', column: column.name, index, headers })
    seen.add(column.name)
  })
  if (problems.length) return problems
  const cells: ColumnProblem[] = []
  rows.slice(1).forEach((row, r) => {
    if (row.length > headers.length) {
      cells.push({ kind: 'unreadable', message: `row ${r + 2} has ${row.length} fields; the header has ${headers.length}.` })
    }
    columns.forEach((column, index) => {
      const value = row[headers.indexOf(column.name)] ?? ''
      if (parseCell(value, column.type) === undefined) {
        cells.push({ kind: 'badCell', column: column.name, index, row: r + 2, value, type: column.type })
      }
    })
  })
  return cells.slice(0, limit)
}

/** A cell of a row that does not fit its declared type, found while typing the JSON download. */
export class CellTypeError extends CsvError {}

/** The CSV's data rows as JSON records typed by the declared columns; undeclared columns stay text. */
export function typedRecords(records: Record<string, string>[], columns: ColumnSpec[]): Record<string, Cell>[] {
  const types = new Map(columns.map((c) => [c.name, c.type]))
  return records.map((record, r) =>
    Object.fromEntries(
      Object.entries(record).map(([key, raw]) => {
        const value = parseCell(raw, types.get(key) ?? 'text')
        if (value === undefined) throw new CellTypeError(`Column "${key}" at row ${r + 2}: "${clip(raw)}" is not of its type.`)
        return [key, value]
      }),
    ),
  )
}
