/**
 * Stopping without losing a request (scripts/serve.mjs; docs/operations.md, "Stopping a replica";
 * docs/decisions/0050-operating-the-server.md). On SIGTERM (or Ctrl+C) the server
 *   1. turns not ready at once: `/api/health/ready` answers 503 (src/lib/health.ts reads the flag set here), and
 *      keeps serving everything for `delayMs` (0 by default; a few seconds behind a balancer that polls readiness, so
 *      that it stops sending before the port closes);
 *   2. stops listening: a new connection is refused, which nginx retries on another replica, a POST too (nothing was
 *      sent); connections already open stay, and every answer on them from now on says `Connection: close`, so each
 *      ends after the request it carries; idle ones are closed;
 *   3. lets every request in flight finish, and exits 0 when none is left; after `timeoutMs` (25 s by default) it
 *      closes what is left and exits 1.
 * A second signal exits at once.
 *
 * Plain JavaScript: the server loads it with Node, outside the bundler.
 */
import net from 'node:net'

const LIFECYCLE = Symbol.for('dhofar.lifecycle')

/** The flag the app's readiness check reads (src/lib/health.ts). @returns {{ draining: boolean }} */
export function lifecycle() {
  const holder = /** @type {Record<symbol, { draining: boolean } | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (holder[LIFECYCLE] ??= { draining: false })
}

/**
 * @param {{
 *   servers: import('node:http').Server[],
 *   timeoutMs: number,
 *   delayMs?: number,
 *   log: Pick<import('pino').Logger, 'info' | 'warn'>,
 *   beforeExit?: () => Promise<unknown>,
 *   exit?: (code: number) => void,
 *   onDraining?: () => void,
 * }} options
 */
export function gracefulShutdown({ servers, timeoutMs, delayMs = 0, log, beforeExit = async () => {}, exit = (code) => process.exit(code), onDraining }) {
  const state = lifecycle()
  let inFlight = 0
  /** @type {Set<import('node:http').ServerResponse>} */
  const open = new Set()
  /** @type {(() => void) | undefined} */
  let idle
  let listening = true

  /** Counts the requests in flight; while draining, tells each answer's connection to close after it. */
  const track = (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
    inFlight++
    open.add(res)
    if (state.draining && !listening) closeAfter(res)
    res.once('close', () => {
      inFlight--
      open.delete(res)
      if (!listening) for (const server of servers) server.closeIdleConnections()
      if (inFlight === 0) idle?.()
    })
  }
  // Before the server's own handler: an answer from memory is sent before that handler's first await.
  for (const server of servers) server.prependListener('request', track)

  /** @param {import('node:http').ServerResponse} res */
  const closeAfter = (res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close')
  }

  let stopping = false
  /** @param {string} signal */
  const stop = async (signal) => {
    if (stopping) {
      log.warn({ signal, inFlight }, 'stopping at once (second signal)')
      exit(1)
      return
    }
    stopping = true
    state.draining = true
    onDraining?.()
    log.info({ signal, inFlight, delayMs, timeoutMs }, 'stopping: not ready any more, finishing the requests in flight')
    const deadline = setTimeout(() => {
      log.warn({ inFlight }, `stopping: requests still in flight after ${timeoutMs} ms, closing them`)
      for (const server of servers) server.closeAllConnections()
      void finish(1)
    }, timeoutMs)
    deadline.unref()
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    listening = false
    // net.Server's close stops accepting; http.Server's would also drop idle keep-alive connections, which is done
    // below, after every answer already started has been told to close its connection.
    for (const server of servers) net.Server.prototype.close.call(server)
    for (const res of open) closeAfter(res)
    for (const server of servers) server.closeIdleConnections()
    if (inFlight > 0) await new Promise((resolve) => (idle = () => resolve(undefined)))
    clearTimeout(deadline)
    log.info('stopping: no request in flight, exiting')
    await finish(0)
  }

  let finished = false
  /** @param {number} code */
  const finish = async (code) => {
    if (finished) return
    finished = true
    // Next's own shutdown, bounded: a hung close must not keep a stopped replica.
    await Promise.race([beforeExit().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5000).unref())])
    exit(code)
  }

  return { stop, inFlight: () => inFlight }
}
