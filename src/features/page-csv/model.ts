/**
 * Events and news as CSV: one row per page, both languages side by side. Import validates every row with zod
 * before anything is written (errors per row, spreadsheet row numbers). Cells are exported like the ratings CSV
 * (BOM, quoted, formula-safe), and read back so that an unchanged cell compares equal to what the page holds.
 * What a row means for the page is decided in plan.ts.
 */
import Papa from 'papaparse'
import { z } from 'zod'

import { CSV_BOM, csvLine, unguardFormula } from '@/lib/csv'

import { csvMessages, type CsvMessages } from './messages'

export const CSV_KINDS = ['events', 'news'] as const
export type CsvKind = (typeof CSV_KINDS)[number]
export const LANGS = ['en', 'ar'] as const
export type Lang = (typeof LANGS)[number]

/** `newer_draft` (last) is information for the reader: when a draft newer than the published page was saved. */
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
  'newer_draft',
] as const

export const MAX_CSV_BYTES = 2_000_000
export const MAX_CSV_ROWS = 2_000

const URL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/

/** A row's schema, its messages in one language. */
function rowSchema(m: CsvMessages) {
  const text = (max: number) =>
    z
      .string()
      .optional()
      .transform((v) => unguardFormula((v ?? '').trim()).trim())
      .pipe(z.string().max(max, m.max(max)))

  /** The texts of both languages. A language may be left out whole (a page not translated yet); a text in it needs its title. */
  const languages = z
    .object({
      title_en: text(300),
      title_ar: text(300),
      description_en: text(2000),
      description_ar: text(2000),
      location_en: text(300),
      location_ar: text(300),
    })
    .superRefine((row, ctx) => {
      const untitled = LANGS.filter((lang) => !row[`title_${lang}`] && (row[`description_${lang}`] || row[`location_${lang}`]))
      for (const lang of untitled) {
        ctx.addIssue({ code: 'custom', path: [`title_${lang}`], message: m.titleFor(lang) })
      }
      if (!untitled.length && !row.title_en && !row.title_ar) ctx.addIssue({ code: 'custom', path: ['title_en'], message: m.title })
    })

  // An intersection, so that the languages are checked even when another cell of the row is wrong.
  return z
    .object({
      uniqueUrl: z.string().trim().regex(URL_PATTERN, m.address),
      status: z
        .string()
        .optional()
        .transform((v) => (v ?? '').trim().toLowerCase() || 'draft')
        .pipe(z.enum(['published', 'draft'], { message: m.status })),
      date: z
        .string()
        .optional()
        .transform((v) => (v ?? '').trim())
        .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), m.date)
        .transform((v) => (v === '' ? null : new Date(v).toISOString())),
      classification: text(60),
    })
    .and(languages)
}

const ROW_SCHEMAS = { en: rowSchema(csvMessages('en')), ar: rowSchema(csvMessages('ar')) }
/** A row's schema with English messages. */
export const pageRow = ROW_SCHEMAS.en
export type PageRow = z.output<typeof pageRow>

export type RowError = { row: number; field: string; message: string }

/** Papa's error types, as the content team should read them. */
const PARSE_ERROR = { Quotes: 'quotes', FieldMismatch: 'fields' } as const

/**
 * Every row checked; `rows` only when there is no error at all. Row numbers are the spreadsheet's (header = 1).
 * Messages in `lang` (the admin's language).
 */
export function parsePageCsv(input: string, lang: Lang = 'en'): { rows: PageRow[]; errors: RowError[] } {
  const m = csvMessages(lang)
  const parsed = Papa.parse<Record<string, string>>(input.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' })
  const errors: RowError[] = parsed.errors.map((e) => ({
    row: (e.row ?? 0) + 2,
    field: '',
    message: m[PARSE_ERROR[e.type as keyof typeof PARSE_ERROR] ?? 'unreadable'],
  }))
  const missing = PAGE_CSV_COLUMNS.filter((c) => c.startsWith('title_') || c === 'uniqueUrl').filter((c) => !parsed.meta.fields?.includes(c))
  if (missing.length) return { rows: [], errors: [{ row: 1, field: missing.join(', '), message: m.missingColumn }] }
  if (parsed.data.length > MAX_CSV_ROWS) return { rows: [], errors: [{ row: 1, field: '', message: m.tooManyRows(MAX_CSV_ROWS) }] }
  const rows: PageRow[] = []
  const seen = new Map<string, number>()
  parsed.data.forEach((raw, i) => {
    const row = i + 2
    const result = ROW_SCHEMAS[lang].safeParse(raw)
    if (!result.success) {
      for (const issue of result.error.issues) errors.push({ row, field: String(issue.path[0] ?? ''), message: issue.message })
      return
    }
    const first = seen.get(result.data.uniqueUrl)
    if (first) errors.push({ row, field: 'uniqueUrl', message: m.sameAddress(first) })
    seen.set(result.data.uniqueUrl, row)
    rows.push(result.data)
  })
  return errors.length ? { rows: [], errors } : { rows, errors }
}

/** A language's texts as the CSV holds them: '' for none. */
export type Texts = { title: string; description: string; location: string }

export type ExportPage = {
  uniqueUrl: string
  status: 'published' | 'draft'
  date: string | null
  text: Record<Lang, Texts>
  classification: string | null
  newerDraft: string | null
}

export function pageCsv(pages: ExportPage[]): string {
  return (
    CSV_BOM +
    csvLine([...PAGE_CSV_COLUMNS]) +
    pages
      .map((p) =>
        csvLine([
          p.uniqueUrl,
          p.status,
          p.date ?? '',
          p.text.en.title,
          p.text.ar.title,
          p.text.en.description,
          p.text.ar.description,
          p.text.en.location,
          p.text.ar.location,
          p.classification ?? '',
          p.newerDraft ?? '',
        ]),
      )
      .join('')
  )
}
