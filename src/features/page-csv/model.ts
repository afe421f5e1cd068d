/**
 * Events and news as CSV (issue 19, point 5): one row per page, both languages side by side. Import validates
 * every row with zod before anything is written (errors per row, spreadsheet row numbers); the endpoint then
 * writes all rows in one transaction or none. Cells are exported like the ratings CSV (BOM, quoted, formula-safe).
 */
import Papa from 'papaparse'
import { z } from 'zod'
import { CSV_BOM, csvLine } from '@/lib/csv'


export const CSV_KINDS = ['events', 'news'] as const
export type CsvKind = (typeof CSV_KINDS)[number]

export const PAGE_CSV_COLUMNS = [
  'uniqueUrl',
  'status',
  'date',
  'title_en',
  'title_ar',
  'description_en',
  'description_ar',
  'location_en',
  'location_ar',
  'classification',
] as const

export const MAX_CSV_BYTES = 2_000_000
export const MAX_CSV_ROWS = 2_000

const URL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/
/** The apostrophe our export puts before a formula-like cell comes off again. */
const unquoteFormula = (value: string) => (/^'[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? value.slice(1) : value)
const text = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => unquoteFormula((v ?? '').trim()))
    .pipe(z.string().max(max, `At most ${max} characters.`))

export const pageRow = z.object({
  uniqueUrl: z.string().trim().regex(URL_PATTERN, 'Letters, digits, "-" and "_" only, at most 120 characters.'),
  status: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().toLowerCase() || 'draft')
    .pipe(z.enum(['published', 'draft'], { message: 'Use published or draft.' })),
  date: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'Use a date such as 2026-07-15 or 2026-07-15T18:00:00+04:00.')
    .transform((v) => (v === '' ? null : new Date(v).toISOString())),
  title_en: text(300).pipe(z.string().min(1, 'An English title is required.')),
  title_ar: text(300).pipe(z.string().min(1, 'An Arabic title is required.')),
  description_en: text(2000),
  description_ar: text(2000),
  location_en: text(300),
  location_ar: text(300),
  classification: text(60),
})
export type PageRow = z.output<typeof pageRow>

export type RowError = { row: number; field: string; message: string }

/** Every row checked; `rows` only when there is no error at all. Row numbers are the spreadsheet's (header = 1). */
export function parsePageCsv(input: string): { rows: PageRow[]; errors: RowError[] } {
  const parsed = Papa.parse<Record<string, string>>(input.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' })
  const errors: RowError[] = parsed.errors.map((e) => ({ row: (e.row ?? 0) + 2, field: '', message: e.message }))
  const missing = PAGE_CSV_COLUMNS.filter((c) => c.startsWith('title_') || c === 'uniqueUrl').filter((c) => !parsed.meta.fields?.includes(c))
  if (missing.length) return { rows: [], errors: [{ row: 1, field: missing.join(', '), message: 'Missing column.' }] }
  if (parsed.data.length > MAX_CSV_ROWS) return { rows: [], errors: [{ row: 1, field: '', message: `At most ${MAX_CSV_ROWS} rows.` }] }
  const rows: PageRow[] = []
  const seen = new Map<string, number>()
  parsed.data.forEach((raw, i) => {
    const row = i + 2
    const result = pageRow.safeParse(raw)
    if (!result.success) {
      for (const issue of result.error.issues) errors.push({ row, field: String(issue.path[0] ?? ''), message: issue.message })
      return
    }
    const first = seen.get(result.data.uniqueUrl)
    if (first) errors.push({ row, field: 'uniqueUrl', message: `Same address as row ${first}.` })
    seen.set(result.data.uniqueUrl, row)
    rows.push(result.data)
  })
  return errors.length ? { rows: [], errors } : { rows, errors }
}

export type ExportPage = {
  uniqueUrl: string
  _status?: string | null
  pageDate?: string | null
  title: { en?: string | null; ar?: string | null }
  description: { en?: string | null; ar?: string | null }
  location: { en?: string | null; ar?: string | null }
  classification?: string | null
}

export function pageCsv(pages: ExportPage[]): string {
  return (
    CSV_BOM +
    csvLine([...PAGE_CSV_COLUMNS]) +
    pages
      .map((p) =>
        csvLine([
          p.uniqueUrl,
          p._status ?? 'draft',
          p.pageDate ?? '',
          p.title.en ?? '',
          p.title.ar ?? '',
          p.description.en ?? '',
          p.description.ar ?? '',
          p.location.en ?? '',
          p.location.ar ?? '',
          p.classification ?? '',
        ]),
      )
      .join('')
  )
}
