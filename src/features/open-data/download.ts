/**
 * `/open-data/download/<key>.csv` and `.json`: a public data set as its uploaded CSV file, byte for byte, or as a
 * JSON array of row objects parsed from it, each cell typed by its column's declared type (./columns.ts: numbers,
 * booleans, ISO date strings, text; an empty cell is null). Anything else, and data sets the public may not read, answer 404. The CSV is UTF-8
 * without a byte order mark (what parsers expect); `?bom=1` adds one, which Excel needs to read Arabic as UTF-8.
 */
import { decodeSegment } from '@/lib/page-routes'

import { typedRecords } from './columns'
import { CsvError, csvToRecords } from './csv'
import { DATASET_KEY, type DatasetFile } from './data'
import { getDatasetCsv } from './queries'

const FILE = /^([a-z0-9-]{1,60})\.(csv|json)$/

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Open data: any site may fetch it from a browser.
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'public, max-age=60, must-revalidate',
}

function plain(status: number, message: string) {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } })
}

/** Whether a download address asks for the Excel variant (`?bom=1`). */
export const wantsBom = (request: Request) => new URL(request.url).searchParams.get('bom') === '1'

export async function datasetDownload(file: string, { bom = false }: { bom?: boolean } = {}): Promise<Response> {
  const match = FILE.exec(decodeSegment(file) ?? '')
  if (!match || !DATASET_KEY.test(match[1])) return plain(404, 'Not found')
  const [, key, format] = match
  const found = await getDatasetCsv(key)
  if (!found) return plain(404, 'Not found')
  return downloadResponse(found, format === 'csv' ? 'csv' : 'json', { bom })
}

/** A found data set as its CSV file or typed JSON: the response, apart from the reads (integration-tested). */
export function downloadResponse(found: DatasetFile, format: 'csv' | 'json', { bom = false }: { bom?: boolean } = {}): Response {
  const headers = {
    ...COMMON_HEADERS,
    'Content-Disposition': `attachment; filename="${found.key}.${format}"`,
    'Last-Modified': new Date(found.updatedAt).toUTCString(),
  }
  if (format === 'csv') {
    const body = bom && !found.csv.startsWith('\uFEFF') ? `\uFEFF${found.csv}` : found.csv
    const name = bom ? `${found.key}-excel.csv` : `${found.key}.csv`
    return new Response(body, { headers: { ...headers, 'Content-Disposition': `attachment; filename="${name}"`, 'Content-Type': 'text/csv; charset=utf-8' } })
  }
  try {
    const rows = typedRecords(csvToRecords(found.csv), found.columns)
    return new Response(JSON.stringify(rows), { headers: { ...headers, 'Content-Type': 'application/json' } })
  } catch (error) {
    if (error instanceof CsvError) return plain(500, 'This data set could not be converted to JSON.')
    throw error
  }
}
