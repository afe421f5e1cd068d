/**
 * GET /api/pages/csv/:kind and POST /api/pages/csv/:kind (kind = events | news), for signed-in staff.
 * Export: each page as visitors see it (state.ts). Import: every row is validated and planned first (400 with
 * per-row errors, nothing written; plan.ts), then the rows that change something are saved in one database
 * transaction, or undone exactly when a save fails (undo.ts). A CSV that comes back unchanged writes nothing.
 */
import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'

import { isStaff } from '@/lib/access'

import { csvMessages, type CsvMessages } from './messages'
import { CSV_KINDS, MAX_CSV_BYTES, pageCsv, parsePageCsv, type CsvKind, type Lang, type RowError } from './model'
import { planRow, type Plan } from './plan'
import { readPageStates } from './read'
import { byDate, exportPage } from './state'
import { announceUndo, restorePage, storedPage } from './undo'

const noStore = { 'Cache-Control': 'no-store' }
const fail = (status: number, message: string, errors: RowError[] = []) =>
  Response.json({ isDone: false, data: null, message, errors }, { status, headers: noStore })

/** The admin's language, as Payload read it for this request (its language cookie, else Accept-Language). */
const adminLanguage = (req: PayloadRequest): Lang => (req.i18n?.language === 'ar' ? 'ar' : 'en')

function guard(req: PayloadRequest): { kind: CsvKind; lang: Lang; m: CsvMessages } | Response {
  const lang = adminLanguage(req)
  const m = csvMessages(lang)
  if (!req.user) return fail(401, m.signIn)
  if (!isStaff(req)) return fail(403, m.staffOnly)
  const kind = req.routeParams?.kind
  if (!CSV_KINDS.includes(kind as CsvKind)) return fail(404, m.kind)
  return { kind: kind as CsvKind, lang, m }
}

const classificationIds = async (req: PayloadRequest) => {
  const { docs } = await req.payload.find({ collection: 'classifications', depth: 0, limit: 0, pagination: false })
  return new Map(docs.map((c) => [c.key, c.id]))
}

export const exportPagesCsv: Endpoint = {
  path: '/csv/:kind',
  method: 'get',
  handler: async (req) => {
    const checked = guard(req)
    if (checked instanceof Response) return checked
    const pages = (await readPageStates(req, { category: { equals: checked.kind } })).filter((p) => p.category === checked.kind)
    const keys = new Map([...(await classificationIds(req))].map(([key, id]) => [id, key]))
    const csv = pageCsv(pages.sort(byDate).map((page) => exportPage(page, (id) => keys.get(id))))
    return new Response(csv, {
      headers: {
        ...noStore,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${checked.kind}-${new Date().toISOString().slice(0, 10)}.csv"`,
      },
    })
  },
}

export const importPagesCsv: Endpoint = {
  path: '/csv/:kind',
  method: 'post',
  handler: async (req) => {
    const checked = guard(req)
    if (checked instanceof Response) return checked
    const { kind, lang, m } = checked
    const body = typeof req.text === 'function' ? await req.text() : ''
    if (new TextEncoder().encode(body).length > MAX_CSV_BYTES) return fail(413, m.tooLarge)
    const { rows, errors } = parsePageCsv(body, lang)
    if (errors.length) return fail(400, m.correct, errors)
    if (rows.length === 0) return fail(400, m.empty)

    const states = await readPageStates(req, { uniqueUrl: { in: rows.map((r) => r.uniqueUrl) } })
    const classifications = await classificationIds(req)
    const problems: RowError[] = []
    const plans: Plan[] = []
    rows.forEach((row, i) => {
      const planned = planRow(row, kind, states.filter((s) => s.addresses.includes(row.uniqueUrl)), classifications, lang)
      if (Array.isArray(planned)) problems.push(...planned.map((p) => ({ row: i + 2, ...p })))
      else plans.push(planned)
    })
    if (problems.length) return fail(400, m.correct, problems)
    return write(req, kind, m, rows.map((r) => r.uniqueUrl), plans)
  },
}

async function write(req: PayloadRequest, kind: CsvKind, m: CsvMessages, urls: string[], plans: Plan[]) {
  const payload = req.payload
  const shouldCommit = await initTransaction(req)
  const undo: (() => Promise<unknown>)[] = []
  const touched: { id: number; uniqueUrl: string }[] = []
  const common = { collection: 'pages' as const, req, user: req.user, overrideAccess: false, depth: 0 }
  const count = { created: 0, updated: 0, unchanged: 0 }
  let current = 0
  try {
    for (const [i, plan] of plans.entries()) {
      current = i + 2
      const uniqueUrl = urls[i] as string
      if (plan.action === 'unchanged') count.unchanged += 1
      else if (plan.action === 'create') {
        // Registered before the save: a page half made by a failing create goes too.
        undo.push(() => payload.delete({ ...common, where: { uniqueUrl: { equals: uniqueUrl } } }))
        const doc = await payload.create({ ...common, locale: 'en', draft: true, data: plan.data as never })
        touched.push({ id: doc.id, uniqueUrl })
        await payload.update({ ...common, id: doc.id, locale: plan.then.locale, draft: plan.then.draft, data: plan.then.data as never })
        count.created += 1
      } else {
        touched.push({ id: plan.id, uniqueUrl })
        if (!shouldCommit) {
          const stored = await storedPage(payload, plan.id)
          undo.push(() => restorePage(payload, stored))
        }
        // One after the other: the Local API sets the locale on the shared request.
        for (const w of plan.writes) await payload.update({ ...common, id: plan.id, locale: w.locale, draft: w.draft, data: w.data as never })
        count.updated += 1
      }
    }
    if (shouldCommit) await commitTransaction(req)
    return Response.json({ isDone: true, data: count, message: m.imported(plans.length) }, { headers: noStore })
  } catch (error) {
    // initTransaction is false when the adapter has no transactions (req.transactionID is then a settled promise).
    let undone = true
    if (shouldCommit) await killTransaction(req)
    else {
      for (const step of undo.reverse()) {
        // Every step is tried: one page that cannot be restored must not leave the others changed.
        await step().catch((err: unknown) => {
          undone = false
          payload.logger.error({ msg: 'CSV import: a page could not be restored', err })
        })
      }
    }
    await announceUndo(req, touched, kind)
    // Payload's validation errors come in the admin's language already; anything else is not for the editor.
    const message = error instanceof Error && 'data' in error ? error.message : m.saveFailed
    if (!undone) return fail(500, m.notUndone, [{ row: current, field: '', message }])
    return fail(400, m.notSaved, [{ row: current, field: '', message }])
  }
}
