/**
 * The server's request log and request metrics (scripts/serve.mjs; docs/operations.md, "Logs" and "Metrics"): one
 * JSON line per request, through pino, with
 *   time (ISO), level, msg "request", id (the request id), method, route (the path, without its query string),
 *   status, ms (from arrival to the response's end), cache (what the origin's response cache did: hit, stale, miss or
 *   bypass) and, for a request whose visitor went away first, aborted: true.
 * Nothing else: no client address, no query string (search terms are typed by visitors), no headers, no cookies, no
 * user. The request id is the proxy's (`X-Request-Id`: nginx sends its `$request_id`) when it is a plausible id, a
 * random UUID otherwise; it is sent back as `X-Request-Id`, so a visitor's report of a failure can be found in the log.
 * An error that escapes the handler is logged with its stack, and answered with an empty 500: a stack never reaches
 * a response. Health checks that pass are logged at `debug` (a balancer asks every few seconds).
 *
 * Plain JavaScript: the server loads it with Node, outside the bundler.
 */
import { randomUUID } from 'node:crypto'

import { cacheStatus } from './response-cache.mjs'
import { methodLabel, metrics, routeGroup } from './metrics.mjs'

/** nginx's `$request_id` is 32 hex digits; a UUID or another proxy's token fits too. Anything else is replaced. */
const PLAUSIBLE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/
const MAX_ROUTE_LENGTH = 512

/** @param {string | string[] | undefined} header */
export function requestId(header) {
  const value = Array.isArray(header) ? header[0] : header
  return value && PLAUSIBLE_ID.test(value) ? value : randomUUID()
}

/** The path of a request target, without its query string or fragment, at most 512 characters. @param {string | undefined} url */
export function routeOf(url) {
  const path = (url ?? '/').split(/[?#]/, 1)[0] || '/'
  return path.length > MAX_ROUTE_LENGTH ? `${path.slice(0, MAX_ROUTE_LENGTH)}…` : path
}

/** @typedef {Pick<import('pino').Logger, 'info' | 'debug' | 'error' | 'warn'>} Logger */
/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown> | unknown} Handler */

/**
 * Wraps the server's handler with the request id, the log line and the request metrics.
 * @param {Handler} handle
 * @param {Logger} logger
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function withRequestLog(handle, logger) {
  const counters = metrics()
  return async (req, res) => {
    const started = process.hrtime.bigint()
    const id = requestId(req.headers['x-request-id'])
    req.headers['x-request-id'] = id
    res.setHeader('X-Request-Id', id)
    const route = routeOf(req.url)
    const method = req.method ?? 'GET'
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const status = res.statusCode
      const aborted = !res.writableFinished
      const cache = cacheStatus(res)
      const group = routeGroup(route)
      counters.httpRequests.inc({ route: group, method: methodLabel(method), status: aborted ? 'aborted' : String(status) })
      counters.httpDuration.observe({ route: group }, seconds)
      if (cache) counters.responseCache.inc({ result: cache })
      const line = { id, method, route, status, ms: Math.round(seconds * 1e4) / 10, ...(cache ? { cache } : {}), ...(aborted ? { aborted } : {}) }
      if (group === 'health' && status === 200) logger.debug(line, 'request')
      else logger.info(line, 'request')
    })
    try {
      await handle(req, res)
    } catch (error) {
      // As `next start` does: an error that escapes Next is a 500, never the end of the process. The stack is
      // logged here, with the request's id; the answer says nothing.
      logger.error({ id, method, route, err: error }, 'request failed')
      if (!res.headersSent) {
        res.statusCode = 500
        res.setHeader('Cache-Control', 'no-store')
      }
      res.end()
    }
  }
}
