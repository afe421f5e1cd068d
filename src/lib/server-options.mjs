/**
 * The server's own settings (scripts/serve.mjs; docs/operations.md): how much it logs and where it exposes its
 * metrics. Plain JavaScript: the server reads them outside the bundler, and src/lib/env.ts validates the same
 * variables with these schemas, so a wrong value is refused the same way by both.
 */
import { z } from 'zod'

import { listenAddressesSchema } from './network.mjs'

/** pino's levels; `silent` logs nothing. */
export const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

/** `LOG_LEVEL`: `info` by default (one line per request); `warn` leaves the request lines out. */
export const logLevelSchema = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value) => value || 'info')
  .pipe(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }))

/** `METRICS_PORT`: the port of the Prometheus endpoint, `/metrics`; unset or empty: no endpoint at all. */
export const metricsPortSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.coerce.number({ message: 'must be a port number' }).int('must be a port number').min(1).max(65535).optional())

/** `METRICS_HOST`: where that endpoint listens, as HOST is read; loopback by default. */
export const metricsHostSchema = listenAddressesSchema

/**
 * `SHUTDOWN_TIMEOUT_MS`: on SIGTERM, how long the server lets the requests in flight finish before it exits anyway
 * (25 s: under the 30 s a supervisor usually waits before SIGKILL).
 */
export const shutdownTimeoutSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(0).max(600_000).default(25_000))

/**
 * `SHUTDOWN_DELAY_MS`: on SIGTERM, how long the server keeps listening and serving, not ready, before it stops
 * accepting connections: 0 behind nginx (a refused connection is retried on another replica at once); a few seconds
 * behind a balancer that polls `/api/health/ready` (it must see the 503 before the port closes).
 */
export const shutdownDelaySchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(0).max(600_000).default(0))

/**
 * All of them from an environment; `{ ok: false, message }` names the first wrong variable.
 * @param {Record<string, string | undefined>} source
 */
export function readServerOptions(source) {
  const shape = z.object({
    LOG_LEVEL: logLevelSchema,
    METRICS_PORT: metricsPortSchema,
    METRICS_HOST: metricsHostSchema,
    SHUTDOWN_TIMEOUT_MS: shutdownTimeoutSchema,
    SHUTDOWN_DELAY_MS: shutdownDelaySchema,
  })
  const result = shape.safeParse(source)
  if (result.success) return /** @type {const} */ ({ ok: true, options: result.data })
  const issue = result.error.issues[0]
  return /** @type {const} */ ({ ok: false, message: `${issue.path.join('.')}: ${issue.message}` })
}
