/**
 * The production server (scripts/serve.mjs) run as a service, on one process with its output captured
 * (docs/operations.md): `checkServer` starts one on the given build and database, with METRICS_PORT set, and checks
 *   - health: /api/health/live and /api/health/ready answer 200 `no-store`, are never answered from the response
 *     cache (each request reaches the app: the log says `bypass`), and /api/health stays;
 *   - logs: one JSON line per request on stdout with time, id, method, route (no query string), status, ms and the
 *     response cache's status; no client address, no query string; X-Request-Id sent back, the proxy's kept;
 *   - metrics: /metrics on METRICS_PORT lists the metric names docs/operations.md names, a request moves the
 *     request counter, and /metrics on the site's port is a 404;
 *   - graceful shutdown (SHUTDOWN_DELAY_MS=1000): three slow logins in flight (their bodies still arriving) when
 *     SIGTERM comes all get their answer (200 and a token); /api/health/ready answers 503 at once while
 *     /api/health/live still answers 200; past the delay a GET is answered 503 for a second, then a new connection is
 *     refused; the process exits 0 once the logins are done.
 * Used by tests/cluster/run.mjs; alone, on an existing build and database:
 *   NEXT_DIST_DIR=.next-x DATA_DIR=… DATABASE_URI=… ADMIN_EMAIL=… ADMIN_PASSWORD=… node tests/cluster/server.mjs
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort, waitForPort } from '../../scripts/lib/services.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** One request on `agent` (keep-alive or not): status, headers, body; or `{ error }`. `body` may be a function that writes it. */
function request(port, pathname, { method = 'GET', headers = {}, body, agent = false } = {}) {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers, agent }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }))
      res.on('error', (error) => resolve({ error: error.code ?? error.message }))
    })
    req.on('error', (error) => resolve({ error: error.code ?? error.message }))
    if (typeof body === 'function') body(req)
    else req.end(body)
  })
}

/** The JSON lines of the server's stdout (its other output, Next's and Payload's, is not JSON and is skipped). */
function jsonLines(text) {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line)
      } catch {
        return undefined
      }
    })
    .filter(Boolean)
}

/** The value of one sample in Prometheus text, 0 when absent. */
export function sample(text, name, labels = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const inside = /\{([^}]*)\}/.exec(line)?.[1] ?? ''
    if (wanted.every((pair) => inside.split(',').includes(pair))) return Number(line.split(' ').at(-1))
  }
  return 0
}

/** The metric names docs/operations.md names (process and event-loop ones from prom-client). */
export const METRIC_NAMES = [
  'dhofar_http_requests_total',
  'dhofar_http_request_duration_seconds_bucket',
  'dhofar_response_cache_requests_total',
  'dhofar_response_cache_expired_entries_total',
  'dhofar_next_cache_reads_total',
  'dhofar_rating_writes_total',
  'dhofar_search_duration_seconds_bucket',
  'dhofar_schedule_queue_lag_seconds',
  'dhofar_schedule_ticks_total',
  'dhofar_redis_reconnects_total',
  'dhofar_draining',
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
]

/**
 * @param {{ env: Record<string, string | undefined>, email: string, password: string, origin: string, check: (ok: boolean, message: string) => void, log: (message: string) => void }} options
 */
export async function checkServer({ env, email, password, origin, check, log }) {
  const [port, metricsPort] = [await freePort(), await freePort()]
  let stdout = ''
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...env, METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info', REDIS_URL: '', HOST: '', SHUTDOWN_DELAY_MS: '1000' },
  })
  child.stdout.on('data', (chunk) => (stdout += chunk))
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)))
  try {
    await waitForPort(port, 120_000)
    log(`single server on port ${port}, metrics on ${metricsPort}`)

    // Health: the three checks, never kept by the response cache.
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const [first, second] = [await request(port, url), await request(port, url)]
      check(first.status === 200 && second.status === 200 && first.headers['cache-control'] === 'no-store' && JSON.parse(second.body).status === 'ok', `${url} answers 200 no-store (${first.status}, ${second.status}; ${second.body})`)
    }
    await sleep(200)
    const healthLines = jsonLines(stdout).filter((line) => line.msg === 'request' && String(line.route).startsWith('/api/health'))
    // Passing health checks are logged at debug: at LOG_LEVEL=info they leave no line, so ask at the metrics instead.
    check(healthLines.length === 0, `passing health checks leave no line at LOG_LEVEL=info (${healthLines.length})`)

    // Logs: one line per request, the fields listed, nothing personal.
    const id = 'f00dfeedf00dfeedf00dfeedf00dfeed'
    const before = jsonLines(stdout).length
    const page = await request(port, '/about?q=Ahmed%20Said&utm_source=mail', { headers: { 'x-request-id': id, 'x-forwarded-for': '198.51.100.23' } })
    const again = await request(port, '/about?q=Ahmed%20Said&utm_source=mail')
    await sleep(300)
    const lines = jsonLines(stdout).slice(before).filter((line) => line.msg === 'request')
    const [line, next] = lines
    check(page.headers['x-request-id'] === id && /^[0-9a-f-]{36}$/.test(again.headers['x-request-id'] ?? ''), `X-Request-Id: the proxy's kept and echoed, one made otherwise (${page.headers['x-request-id']}, ${again.headers['x-request-id']})`)
    check(
      lines.length === 2 && line.id === id && line.method === 'GET' && line.route === '/about' && line.status === page.status && typeof line.ms === 'number' && typeof line.time === 'string' && ['hit', 'miss', 'stale', 'bypass'].includes(line.cache),
      `one JSON line per request with time, id, method, route, status, ms, cache (${JSON.stringify(line)})`,
    )
    check(next?.cache === 'hit' && next.id === again.headers['x-request-id'], `the second request's line says the response cache answered it (${next?.cache})`)
    const text = JSON.stringify(lines)
    check(!/Ahmed|utm_source|198\.51\.100\.23|127\.0\.0\.1/.test(text), 'no query string and no client address in the log')

    // Metrics: on their own port only, the app's counters (search, ratings) in the same registry as the server's.
    const scrape = async () => (await request(metricsPort, '/metrics')).body ?? ''
    await request(port, '/about') // kept by the response cache: the next one is a hit
    const first = await scrape()
    const missing = METRIC_NAMES.filter((name) => !first.includes(`# TYPE ${name.replace(/_bucket$/, '')} `))
    check(missing.length === 0, `/metrics on METRICS_PORT lists ${METRIC_NAMES.length} metrics (missing: ${missing.join(', ') || 'none'})`)
    const labels = { route: 'page', method: 'GET', status: '200' }
    await request(port, '/about')
    await request(port, `/api/v1/search?term=salalah${Date.now()}&languageId=2`)
    const rating = (body) => request(port, '/PgTempRatingResult/add', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body })
    const accepted = await rating(JSON.stringify({ pageName: 'home-page', result: 4, max: 5, sessionId: `session_${Date.now()}_metrics` }))
    const rejected = await rating('{"not": "a rating"}')
    const second = await scrape()
    const moved = (name, labelSet = {}) => `${sample(first, name, labelSet)} → ${sample(second, name, labelSet)}`
    check(sample(second, 'dhofar_http_requests_total', labels) === sample(first, 'dhofar_http_requests_total', labels) + 1, `a request moves dhofar_http_requests_total{route="page",method="GET",status="200"} (${moved('dhofar_http_requests_total', labels)})`)
    check(sample(second, 'dhofar_response_cache_requests_total', { result: 'hit' }) === sample(first, 'dhofar_response_cache_requests_total', { result: 'hit' }) + 1, `and dhofar_response_cache_requests_total{result="hit"} (${moved('dhofar_response_cache_requests_total', { result: 'hit' })})`)
    check(sample(second, 'dhofar_search_duration_seconds_count') === sample(first, 'dhofar_search_duration_seconds_count') + 1, `a search, counted in Next's bundle, moves dhofar_search_duration_seconds_count in the same registry (${moved('dhofar_search_duration_seconds_count')})`)
    check(
      accepted.status === 200 && rejected.status === 400 && sample(second, 'dhofar_rating_writes_total', { result: 'accepted', status: '200' }) === sample(first, 'dhofar_rating_writes_total', { result: 'accepted', status: '200' }) + 1 && sample(second, 'dhofar_rating_writes_total', { result: 'refused', status: '400' }) === sample(first, 'dhofar_rating_writes_total', { result: 'refused', status: '400' }) + 1,
      `a rating stored and one refused move dhofar_rating_writes_total (${accepted.status}, ${rejected.status}; accepted ${moved('dhofar_rating_writes_total', { result: 'accepted', status: '200' })}, refused ${moved('dhofar_rating_writes_total', { result: 'refused', status: '400' })})`,
    )
    // A news address nobody asked for: rendered now, its cached read (unstable_cache) a miss of Next's data cache.
    await request(port, `/news-details/metrics-${Date.now()}`)
    const third = await scrape()
    const dataMisses = (text) => sample(text, 'dhofar_next_cache_reads_total', { kind: 'data', result: 'miss' })
    check(dataMisses(third) > dataMisses(second), `a page rendered now counts its cached reads' misses in dhofar_next_cache_reads_total{kind="data",result="miss"} (${dataMisses(second)} → ${dataMisses(third)})`)
    check(sample(second, 'dhofar_schedule_ticks_total', { outcome: 'ok' }) >= 1, `the scheduled-publishing runner's ticks are counted (${sample(second, 'dhofar_schedule_ticks_total', { outcome: 'ok' })})`)
    check(sample(second, 'dhofar_http_requests_total', { route: 'health', method: 'GET', status: '200' }) >= 6, 'the health checks are counted')
    const publicMetrics = await request(port, '/metrics')
    check(publicMetrics.status === 404 && !(publicMetrics.body ?? '').includes('dhofar_http_requests_total'), `/metrics on the site's port is a 404 (${publicMetrics.status})`)
    const otherPath = await request(metricsPort, '/')
    check(otherPath.status === 404, `the metrics port answers nothing but /metrics (${otherPath.status})`)

    // Graceful shutdown: three logins in flight, their bodies still arriving when SIGTERM comes.
    const body = JSON.stringify({ email, password })
    const slowLogin = () =>
      request(port, '/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin },
        body: (req) => {
          req.write(body.slice(0, 5))
          setTimeout(() => req.end(body.slice(5)), 2000)
        },
      })
    const logins = [slowLogin(), slowLogin(), slowLogin()]
    await sleep(300)
    const signalled = Date.now()
    child.kill('SIGTERM')
    await sleep(200)
    const [ready, live] = [await request(port, '/api/health/ready'), await request(port, '/api/health/live')]
    check(ready.status === 503 && Boolean(ready.headers['retry-after']) && live.status === 200, `at once after SIGTERM /api/health/ready answers 503 with Retry-After, /api/health/live still 200 (${ready.status}, ${live.status}; ${ready.body})`)
    // Past the delay, 1 s of 503 to GET, HEAD and OPTIONS (nginx retries them elsewhere and leaves this replica out).
    await sleep(Math.max(0, signalled + 1500 - Date.now()))
    const bounced = await request(port, '/api/health/live')
    check(bounced.status === 503 && bounced.headers.connection === 'close', `past SHUTDOWN_DELAY_MS a GET is answered 503 at once, its connection closed (${bounced.status ?? bounced.error}, ${bounced.headers?.connection})`)
    await sleep(Math.max(0, signalled + 2400 - Date.now()))
    const refused = await request(port, '/api/health/live')
    check(refused.error === 'ECONNREFUSED', `a second later a new connection is refused (${refused.error ?? refused.status})`)
    const answers = await Promise.all(logins)
    const tokens = answers.filter((answer) => answer.status === 200 && JSON.parse(answer.body).token).length
    check(tokens === 3, `three slow logins in flight at SIGTERM all get their answer (${answers.map((a) => a.status ?? a.error).join(' ')})`)
    const code = await Promise.race([exited, sleep(30_000).then(() => 'still running')])
    check(code === 0, `the server exits 0 once they are done (${code}, ${Date.now() - signalled} ms after SIGTERM)`)
    await sleep(100)
    const stopLines = jsonLines(stdout).filter((line) => String(line.msg).startsWith('stopping'))
    check(stopLines.length >= 2, `it logs its stop (${stopLines.map((line) => line.msg).join('; ')})`)
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
}

// Alone: node tests/cluster/server.mjs, on the build NEXT_DIST_DIR and the database of the environment.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const failures = []
  const check = (ok, message) => {
    console.log(`${ok ? '  ✔' : '  ✖'} ${message}`)
    if (!ok) failures.push(message)
  }
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  await checkServer({ env, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, origin: env.SITE_URL ?? 'http://localhost:3000', check, log: (m) => console.log(`[server] ${m}`) })
  console.log(failures.length ? `[server] FAILED ${failures.length} check(s)${failures.map((f) => `\n  ✖ ${f}`).join('')}` : '[server] all checks passed')
  process.exit(failures.length ? 1 : 0)
}
