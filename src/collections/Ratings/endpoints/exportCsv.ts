/**
 * GET /api/ratings/export.csv: every rating as CSV (features/rating/admin/csv.ts), for signed-in staff only.
 * Streamed in pages of 500 by id (keyset, so ratings that arrive during the download neither repeat nor go missing),
 * so a large export never sits in memory whole. Reads run with the user's own access (overrideAccess: false).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { csvHeader, csvRating, type CsvRating } from '@/features/rating/cms'
import { isStaff } from '@/lib/access'

const PAGE = 500

async function nextPage(req: PayloadRequest, afterId: number): Promise<CsvRating[]> {
  const result = await req.payload.find({
    collection: 'ratings',
    where: { id: { greater_than: afterId } },
    sort: 'id',
    limit: PAGE,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    select: { pageName: true, result: true, max: true, locale: true, flagged: true, comment: true, createdAt: true },
  })
  return result.docs as unknown as CsvRating[]
}

export const exportCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Sign in to export ratings.' }, { status: 401 })
    if (!isStaff(req)) return Response.json({ message: 'You are not allowed to export ratings.' }, { status: 403 })
    const encoder = new TextEncoder()
    let afterId = 0
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader()))
      },
      async pull(controller) {
        const rows = await nextPage(req, afterId)
        if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(csvRating).join('')))
        if (rows.length < PAGE) controller.close()
        else afterId = Number(rows[rows.length - 1].id)
      },
    })
    const date = new Date().toISOString().slice(0, 10)
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="ratings-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
