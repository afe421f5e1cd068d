/**
 * GET /api/health for load balancers: 200 `{ "status": "ok" }` when the database answers a read within
 * a few seconds, 503 `{ "status": "unavailable" }` with Retry-After otherwise. Never cached, never pre-rendered.
 */
import { getPayloadClient } from '@/lib/payload'
import { RETRY_AFTER_SECONDS, withDeadline } from '@/lib/unavailable'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const DEADLINE_MS = 3000

async function databaseAnswers(): Promise<boolean> {
  try {
    const payload = await withDeadline(getPayloadClient(), DEADLINE_MS)
    await withDeadline(payload.find({ collection: 'pages', limit: 1, depth: 0, pagination: false, select: {} }), DEADLINE_MS)
    return true
  } catch (error) {
    console.warn('health check: the database did not answer', String(error))
    return false
  }
}

export async function GET(): Promise<Response> {
  const ok = await databaseAnswers()
  return Response.json(ok ? { status: 'ok' } : { status: 'unavailable' }, {
    status: ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store', ...(ok ? {} : { 'Retry-After': String(RETRY_AFTER_SECONDS) }) },
  })
}
