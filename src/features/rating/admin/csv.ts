/**
 * The ratings CSV for editors (src/lib/csv.ts writes it: Excel-safe, no formula injection). Comments flagged as
 * possible personal data are left out: the cell is empty and the `flagged` column says why. Session ids and
 * address hashes stay in the database: a spreadsheet travels further than the admin.
 */
import { CSV_BOM, csvLine } from '@/lib/csv'

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

export function csvHeader(): string {
  return CSV_BOM + csvLine([...CSV_COLUMNS])
}

export function csvRating(r: CsvRating): string {
  const flagged = Boolean(r.flagged)
  return csvLine([r.id, r.createdAt, r.pageName, r.result, r.max, r.locale ?? '', flagged ? 'yes' : 'no', flagged ? '' : (r.comment ?? '')])
}
