/**
 * GET /api/health/live: 200 `{ "status": "ok" }` whenever the process answers; it asks no database or Redis
 * (src/lib/health.ts). For a supervisor's liveness check (a container's HEALTHCHECK): restart when it fails.
 */
import { healthAnswer } from '@/lib/health'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return healthAnswer(true)
}
