/**
 * What the benchmarks send and read: one rating (a fresh session id and a fresh X-Forwarded-For address each, so
 * neither the unique index nor the rate limit turns them away), latency percentiles, and the ratings of one bench
 * page as the database has them, read through the admin's REST API with a staff login.
 */
import { ADMIN } from '../lib/site'

/** One rating's fate: its answer (or why none came), the Retry-After it carried, and when it ended (performance.now()). */
export type Sent = {
  sessionId: string
  status: number | 'network-error' | 'timeout'
  ms: number
  at: number
  retryAfter: string | null
  bodyBytes: number
}

let counter = 0
export const runTag = Date.now().toString(36)

/** 10.x.y.z from a counter: up to 16 million distinct addresses. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/** `timeoutMs`: give up (status 'timeout') when no answer has come by then; no limit when left out. */
export async function sendRating(siteUrl: string, pageName: string, { timeoutMs }: { timeoutMs?: number } = {}): Promise<Sent> {
  const n = ++counter
  const sessionId = `session_${Date.now()}_${runTag}b${n}`
  const started = performance.now()
  const ended = (fields: Pick<Sent, 'status'> & Partial<Sent>): Sent => {
    const at = performance.now()
    return { sessionId, ms: at - started, at, retryAfter: null, bodyBytes: 0, ...fields }
  }
  try {
    const response = await fetch(`${siteUrl}/PgTempRatingResult/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl, 'x-forwarded-for': addressOf(n) },
      body: JSON.stringify({ pageName, result: (n % 5) + 1, max: 5, visitorIp: 'unknown', sessionId, comment: `bench ${n}` }),
      ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    })
    const body = await response.arrayBuffer()
    return ended({ status: response.status, retryAfter: response.headers.get('retry-after'), bodyBytes: body.byteLength })
  } catch (error) {
    return ended({ status: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network-error' })
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export function statusCounts(sent: Sent[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const s of sent) counts[String(s.status)] = (counts[String(s.status)] ?? 0) + 1
  return counts
}

export async function adminToken(siteUrl: string): Promise<string> {
  const login = await fetch(`${siteUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`admin login failed: HTTP ${login.status}`)
  return ((await login.json()) as { token: string }).token
}

/**
 * A published page for one measurement, made through the admin's REST API: ratings must name a real page of the
 * site, and a page of its own keeps each round's ratings apart. Returns the page name ratings carry.
 */
export async function benchPage(siteUrl: string, name: string): Promise<string> {
  const uniqueUrl = `bench-${name}-${runTag}`.replace(/[^A-Za-z0-9_-]/g, '-')
  const response = await fetch(`${siteUrl}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken(siteUrl)}` },
    body: JSON.stringify({ uniqueUrl, category: 'general', title: `Benchmark ${name}`, _status: 'published' }),
  })
  if (!response.ok) throw new Error(`creating the bench page failed: HTTP ${response.status} ${await response.text()}`)
  return `/${uniqueUrl}`
}

/** Every session id stored for `pageName`, paged through GET /api/ratings as a signed-in administrator. */
export async function storedSessionIds(siteUrl: string, pageName: string): Promise<Set<string>> {
  const token = await adminToken(siteUrl)
  const ids = new Set<string>()
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ 'where[pageName][equals]': pageName, limit: '1000', page: String(page), depth: '0', 'select[sessionId]': 'true' })
    const response = await fetch(`${siteUrl}/api/ratings?${query}`, { headers: { authorization: `JWT ${token}` } })
    if (!response.ok) throw new Error(`reading ratings failed: HTTP ${response.status}`)
    const body = (await response.json()) as { docs: Array<{ sessionId: string }>; hasNextPage: boolean }
    for (const doc of body.docs) ids.add(doc.sessionId)
    if (!body.hasNextPage) return ids
  }
}

export const flag = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}
export const has = (name: string) => process.argv.includes(`--${name}`)
