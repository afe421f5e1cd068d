/**
 * GET /api/health/ready: 200 when this replica should get requests (the database and, with REDIS_URL, Redis answer,
 * and the server is not stopping), 503 with Retry-After and the failing check otherwise (src/lib/health.ts). For a
 * balancer's readiness check: take the replica out of rotation while it fails, do not restart it.
 */
import { readiness } from '@/lib/health'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return readiness()
}
