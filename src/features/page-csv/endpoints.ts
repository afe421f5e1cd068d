/**
 * GET /api/pages/csv/:kind and POST /api/pages/csv/:kind (kind = events | news), for signed-in staff.
 * Import: every row is validated first (400 with per-row errors, nothing written); then all rows are created or
 * updated (matched by uniqueUrl) in one database transaction, rolled back whole if any write fails.
 */
import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'

import { isStaff } from '@/lib/access'
import type { Page } from '@/payload-types'

import { CSV_KINDS, MAX_CSV_BYTES, pageCsv, parsePageCsv, type CsvKind, type PageRow, type RowError } from './model'

const noStore = { 'Cache-Control': 'no-store' }
const fail = (status: number, message: string, errors: RowError[] = []) =>
  Response.json({ isDone: false, data: null, message, errors }, { status, headers: noStore })

function guard(req: PayloadRequest): { kind: CsvKind } | Response {
  if (!req.user) return fail(401, 'Sign in to the admin first.')
  if (!isStaff(req)) return fail(403, 'Only editors and administrators can do this.')
  const kind = req.routeParams?.kind
  if (!CSV_KINDS.includes(kind as CsvKind)) return fail(404, 'Use events or news.')
  return { kind: kind as CsvKind }
}

async function readAll(req: PayloadRequest, kind: CsvKind, locale: 'en' | 'ar') {
  const result = await req.payload.find({
    collection: 'pages',
    where: { category: { equals: kind } },
    locale,
    depth: 1,
    limit: 0,
    pagination: false,
    sort: '-pageDate',
    draft: true,
    user: req.user,
    overrideAccess: false,
  })
  return result.docs as Page[]
}

export const exportPagesCsv: Endpoint = {
  path: '/csv/:kind',
  method: 'get',
  handler: async (req) => {
    const checked = guard(req)
    if (checked instanceof Response) return checked
    // One after the other: the Local API sets the locale on the shared request.
    const en = await readAll(req, checked.kind, 'en')
    const ar = await readAll(req, checked.kind, 'ar')
    const arById = new Map(ar.map((p) => [p.id, p]))
    const csv = pageCsv(
      en.map((p) => {
        const other = arById.get(p.id)
        const classification = typeof p.classification === 'object' ? p.classification?.key : null
        return {
          uniqueUrl: p.uniqueUrl,
          _status: p._status,
          pageDate: p.pageDate,
          title: { en: p.title, ar: other?.title },
          description: { en: p.description, ar: other?.description },
          location: { en: p.event?.location, ar: other?.event?.location },
          classification,
        }
      }),
    )
    return new Response(csv, {
      headers: {
        ...noStore,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${checked.kind}-${new Date().toISOString().slice(0, 10)}.csv"`,
      },
    })
  },
}

const localized = (row: PageRow, kind: CsvKind, lang: 'en' | 'ar') => ({
  title: row[`title_${lang}`],
  description: row[`description_${lang}`] || null,
  ...(kind === 'events' ? { event: { location: row[`location_${lang}`] || null } } : {}),
})

export const importPagesCsv: Endpoint = {
  path: '/csv/:kind',
  method: 'post',
  handler: async (req) => {
    const checked = guard(req)
    if (checked instanceof Response) return checked
    const { kind } = checked
    const body = typeof req.text === 'function' ? await req.text() : ''
    if (new TextEncoder().encode(body).length > MAX_CSV_BYTES) return fail(413, 'The file is larger than 2 MB.')
    const { rows, errors } = parsePageCsv(body)
    if (errors.length) return fail(400, 'Nothing was imported: correct these rows.', errors)
    if (rows.length === 0) return fail(400, 'The file has no rows.')

    const payload = req.payload
    const existing = await payload.find({
      collection: 'pages',
      where: { uniqueUrl: { in: rows.map((r) => r.uniqueUrl) } },
      depth: 0,
      limit: 0,
      pagination: false,
      draft: true,
      select: { uniqueUrl: true, category: true },
      user: req.user,
      overrideAccess: false,
    })
    const byUrl = new Map(existing.docs.map((d) => [d.uniqueUrl, d]))
    const classifications = await payload.find({ collection: 'classifications', depth: 0, limit: 0, pagination: false })
    const classificationId = new Map(classifications.docs.map((c) => [c.key, c.id]))
    const problems: RowError[] = []
    rows.forEach((row, i) => {
      const found = byUrl.get(row.uniqueUrl)
      if (found && found.category !== kind) problems.push({ row: i + 2, field: 'uniqueUrl', message: `This address belongs to a ${found.category} page.` })
      if (row.classification && (kind !== 'news' || !classificationId.has(row.classification))) {
        problems.push({ row: i + 2, field: 'classification', message: 'Unknown classification key.' })
      }
    })
    if (problems.length) return fail(400, 'Nothing was imported: correct these rows.', problems)

    const shouldCommit = await initTransaction(req)
    // SQLite runs without transactions by default (its adapter's choice): then the rows written so far are undone
    // by hand, so an import still leaves all or nothing.
    const undo: (() => Promise<unknown>)[] = []
    const common = { collection: 'pages' as const, req, user: req.user, overrideAccess: false, depth: 0 }
    let current = 0
    try {
      let created = 0
      for (const [i, row] of rows.entries()) {
        current = i + 2
        const shared = {
          uniqueUrl: row.uniqueUrl,
          category: kind,
          pageDate: row.date,
          _status: row.status,
          ...(kind === 'news' && row.classification ? { classification: classificationId.get(row.classification) } : {}),
        }
        const found = byUrl.get(row.uniqueUrl)
        let id: number
        if (found) {
          id = found.id
          // One after the other: the Local API sets the locale on the shared request.
          const before: { locale: 'en' | 'ar'; doc: Page }[] = []
          for (const locale of ['en', 'ar'] as const) {
            before.push({ locale, doc: (await payload.findByID({ ...common, id, locale, draft: true })) as Page })
          }
          undo.push(async () => {
            for (const { locale, doc } of before) {
              await payload.update({
                ...common,
                id,
                locale,
                data: {
                  title: doc.title,
                  description: doc.description,
                  pageDate: doc.pageDate,
                  _status: doc._status ?? 'draft',
                  classification: typeof doc.classification === 'object' ? (doc.classification?.id ?? null) : doc.classification,
                  ...(kind === 'events' ? { event: { ...doc.event, location: doc.event?.location ?? null } } : {}),
                },
              })
            }
          })
          await payload.update({ ...common, id, locale: 'en', data: { ...shared, ...localized(row, kind, 'en') } })
        } else {
          const doc = await payload.create({ ...common, locale: 'en', data: { ...shared, ...localized(row, kind, 'en') } })
          id = doc.id
          undo.push(() => payload.delete({ ...common, id }))
          created += 1
        }
        await payload.update({ ...common, id, locale: 'ar', data: { _status: row.status, ...localized(row, kind, 'ar') } })
      }
      if (shouldCommit) await commitTransaction(req)
      return Response.json(
        { isDone: true, data: { created, updated: rows.length - created }, message: `${rows.length} rows imported.` },
        { headers: noStore },
      )
    } catch (error) {
      // initTransaction is false when the adapter has no transactions (req.transactionID is then a settled promise).
      if (shouldCommit) await killTransaction(req)
      else for (const step of undo.reverse()) await step()
      const message = error instanceof Error ? error.message : 'The row could not be saved.'
      return fail(400, 'Nothing was imported: a row could not be saved.', [{ row: current, field: '', message }])
    }
  },
}
