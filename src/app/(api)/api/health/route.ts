/**
 * GET /api/health for load balancers: 200 `{ "status": "ok" }` when the database answers a read within
 * a few seconds, 503 `{ "status": "unavailable" }` with Retry-After otherwise. Never cached, never pre-rendered.
 * Its finer siblings: /api/health/live and /api/health/ready (src/lib/health.ts).
 */
import { databaseAnswers, healthAnswer } from '@/lib/health'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  return healthAnswer(await databaseAnswers())
}
