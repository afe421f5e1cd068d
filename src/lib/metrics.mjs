/**
 * The process's Prometheus metrics (docs/operations.md, "Metrics"; docs/decisions/0050-operating-the-server.md):
 * one registry for the whole process, kept on `globalThis` under a `Symbol.for` key, because two module graphs
 * count into it: the server (scripts/serve.mjs, loaded by Node: requests, the origin's response cache) and Next's
 * bundle (ratings, search, the scheduled-publishing runner, Redis). Whichever loads first makes the registry and
 * its metrics; the other finds them. Counting costs a few nanoseconds and happens in every process; only the
 * server exposes them, on `METRICS_PORT` (never on the site's port), and only the server adds Node's own process
 * and event-loop metrics.
 *
 * Plain JavaScript: the server loads it with Node, outside the bundler. prom-client is a server external package
 * (next.config.ts), so both graphs load the same copy.
 */
import client from 'prom-client'

const KEY = Symbol.for('dhofar.metrics')

/**
 * The route groups requests are counted by: a fixed set, so that no address a stranger makes up adds a series.
 * The first pattern that matches the path wins.
 * @type {ReadonlyArray<readonly [string, RegExp]>}
 */
export const ROUTE_GROUPS = Object.freeze([
  ['health', /^\/api\/health(?:\/|$)/],
  ['next_static', /^\/_next\/static\//],
  ['next_image', /^\/_next\/image(?:\/|$)/],
  ['next_other', /^\/_next\//],
  ['public_api', /^\/api\/v1\//],
  ['rating', /^\/PgTempRatingResult(?:\/|$)/],
  ['payload_api', /^\/api(?:\/|$)/],
  ['admin', /^\/admin(?:\/|$)/],
  ['search', /^(?:\/ar)?\/searchresult(?:\/|$)/],
  ['file', /\.[a-z0-9]+$/i],
  ['page', /^\//],
])

/** @param {string} path the address's path, without its query string */
export function routeGroup(path) {
  for (const [group, pattern] of ROUTE_GROUPS) if (pattern.test(path)) return group
  return 'other'
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** @param {string | undefined} method */
export const methodLabel = (method) => (method && METHODS.has(method) ? method : 'other')

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function create() {
  const registry = new client.Registry()
  const registers = [registry]
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'dhofar_http_requests_total',
      help: 'Requests answered by the server, by route group, method and status code.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'dhofar_http_request_duration_seconds',
      help: 'Time from a request arriving to its response being sent, by route group.',
      labelNames: ['route'],
      buckets: SECONDS,
      registers,
    }),
    responseCache: new client.Counter({
      name: 'dhofar_response_cache_requests_total',
      help: "Requests seen by the origin's response cache: hit (answered from memory), stale (an old answer sent while one request refreshes it), miss (passed to Next, may be kept), bypass (never kept: editors, writes, the admin).",
      labelNames: ['result'],
      registers,
    }),
    responseCacheExpiries: new client.Counter({
      name: 'dhofar_response_cache_expired_entries_total',
      help: "Kept answers dropped from the origin's response cache because a tag they were made from expired (an edit).",
      registers,
    }),
    nextCache: new client.Counter({
      name: 'dhofar_next_cache_reads_total',
      help: "Reads of Next's cache by the server's cache handler: kind data (a cached Local API read) or page (a rendered page or route), result hit or miss.",
      labelNames: ['kind', 'result'],
      registers,
    }),
    ratingWrites: new client.Counter({
      name: 'dhofar_rating_writes_total',
      help: 'Rating submissions, accepted (stored) or refused, by status code.',
      labelNames: ['result', 'status'],
      registers,
    }),
    searchDuration: new client.Histogram({
      name: 'dhofar_search_duration_seconds',
      help: 'Time to answer one site search, building the search index included when it was not built yet.',
      buckets: SECONDS,
      registers,
    }),
    scheduleLag: new client.Gauge({
      name: 'dhofar_schedule_queue_lag_seconds',
      help: 'At the last tick of the scheduled-publishing runner, how long the oldest due job had been waiting (0: none due).',
      registers,
    }),
    scheduleJobs: new client.Counter({
      name: 'dhofar_schedule_jobs_run_total',
      help: 'Scheduled publishing jobs this process claimed and ran.',
      registers,
    }),
    scheduleTicks: new client.Counter({
      name: 'dhofar_schedule_ticks_total',
      help: 'Ticks of the scheduled-publishing runner, by outcome (ok, or failed: the database did not answer).',
      labelNames: ['outcome'],
      registers,
    }),
    redisReconnects: new client.Counter({
      name: 'dhofar_redis_reconnects_total',
      help: 'Times a Redis connection of this process was lost and tried again, by connection.',
      labelNames: ['connection'],
      registers,
    }),
    draining: new client.Gauge({
      name: 'dhofar_draining',
      help: '1 once the server was told to stop (SIGTERM) and is finishing the requests in flight.',
      registers,
    }),
    /** Node's process and event-loop metrics, once (the server calls it when it exposes the metrics). */
    collectDefaults: (() => {
      let done = false
      return () => {
        if (!done) client.collectDefaultMetrics({ register: registry })
        done = true
      }
    })(),
  }
}

/** @typedef {ReturnType<typeof create>} Metrics */

/** The metrics of this process, made at the first call. @returns {Metrics} */
export function metrics() {
  const holder = /** @type {Record<symbol, Metrics | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (holder[KEY] ??= create())
}

/**
 * Counts one read of Next's cache (both cache handlers): `data` for a cached read (Next's kind `FETCH`, which
 * `unstable_cache` uses), `page` for the rest.
 * @param {{ kind?: string } | undefined} ctx
 * @param {unknown} entry
 */
export function countNextCacheRead(ctx, entry) {
  metrics().nextCache.inc({ kind: ctx?.kind === 'FETCH' ? 'data' : 'page', result: entry ? 'hit' : 'miss' })
}

/**
 * Times `work` into a histogram, whether it resolves or throws.
 * @template T
 * @param {import('prom-client').Histogram} histogram
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function timed(histogram, work) {
  const end = histogram.startTimer()
  try {
    return await work()
  } finally {
    end()
  }
}
