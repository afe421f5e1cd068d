/**
 * The health checks (docs/operations.md, "Health"):
 * - `/api/health/live`: the process answers. Nothing else is asked, so a database or Redis outage never makes a
 *   supervisor restart replicas that would only come back to the same outage.
 * - `/api/health/ready`: this replica should be sent requests: the database answers a read and, with REDIS_URL set,
 *   Redis answers a PING, each within a deadline; and the server is not stopping (scripts/serve.mjs marks it
 *   draining on SIGTERM, so a balancer takes it out while it finishes the requests in flight).
 * - `/api/health`: the database check alone (the older check, kept for the balancers that use it).
 * Never cached: `no-store`, outside the response cache's and nginx's cached addresses (both leave `/api/` other than
 * `/api/v1/` alone).
 */
import { getPayloadClient } from './payload'
import { redisClient } from './redis'
import { RETRY_AFTER_SECONDS, withDeadline } from './unavailable'

const DEADLINE_MS = 3000

/** What scripts/serve.mjs shares with the app: whether this process was told to stop. */
const LIFECYCLE = Symbol.for('dhofar.lifecycle')
export function isDraining(): boolean {
  return (globalThis as { [LIFECYCLE]?: { draining?: boolean } })[LIFECYCLE]?.draining === true
}

export async function databaseAnswers(): Promise<boolean> {
  try {
    const payload = await withDeadline(getPayloadClient(), DEADLINE_MS)
    await withDeadline(payload.find({ collection: 'pages', limit: 1, depth: 0, pagination: false, select: {} }), DEADLINE_MS)
    return true
  } catch (error) {
    console.warn('health check: the database did not answer', String(error))
    return false
  }
}

/** True without REDIS_URL (nothing to ask); otherwise whether Redis answers a PING within the deadline. */
export async function redisAnswers(): Promise<boolean> {
  const client = redisClient()
  if (!client) return true
  try {
    return (await withDeadline(client.ping(), DEADLINE_MS)) === 'PONG'
  } catch (error) {
    console.warn('health check: Redis did not answer', String(error))
    return false
  }
}

type Checks = Record<string, 'ok' | 'unavailable'>

/** The JSON answer of a check: 200 `{ status: 'ok' }`, or 503 with Retry-After. Never stored by anyone. */
export function healthAnswer(ok: boolean, checks?: Checks, retryAfterSeconds = RETRY_AFTER_SECONDS): Response {
  return Response.json(
    { status: ok ? 'ok' : 'unavailable', ...(checks ? { checks } : {}) },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store', ...(ok ? {} : { 'Retry-After': String(retryAfterSeconds) }) } },
  )
}

/** Seconds a draining replica tells a balancer to wait: it will be gone by then. */
export const DRAINING_RETRY_AFTER_SECONDS = 30

export async function readiness(): Promise<Response> {
  if (isDraining()) return healthAnswer(false, { draining: 'unavailable' }, DRAINING_RETRY_AFTER_SECONDS)
  const [database, redis] = await Promise.all([databaseAnswers(), redisAnswers()])
  const checks: Checks = { database: database ? 'ok' : 'unavailable' }
  if (redisClient()) checks.redis = redis ? 'ok' : 'unavailable'
  return healthAnswer(database && redis, checks)
}
