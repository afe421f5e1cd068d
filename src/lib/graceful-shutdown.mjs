/**
 * Stopping without losing a request (scripts/serve.mjs; docs/operations.md, "Stopping a replica";
 * docs/decisions/0050-operating-the-server.md). On SIGTERM (or Ctrl+C) the server
 *   1. turns not ready at once: `/api/health/ready` answers 503 (src/lib/health.ts reads the flag set here), and
 *      keeps serving everything for `delayMs` (0 by default; a few seconds behind a balancer that polls readiness, so
 *      that it stops sending before the port closes);
 *   1b. for `bounceMs` (1 s) still listens, answers GET, HEAD and OPTIONS with 503 at once (`bounce`, called by the
 *      server before its handler) and serves the rest: nginx retries a 503 of such a request on another replica and
 *      counts it as a failure of this one (`max_fails=1` in deploy/nginx), so it stops sending here before the port
 *      closes. Closing the port while nginx still sends resets the connections waiting in the kernel's accept queue,
 *      and a POST written on one of them is a 502 (seen once in 221 requests on a loaded machine);
 *   2. stops listening: a new connection is refused, which nginx retries on another replica, a POST too (nothing was
 *      sent); connections already open stay, and every answer on them from now on says `Connection: close`, so each
 *      ends after the request it carries;
 *   3. lets every request in flight finish, closes each idle connection once it has been idle for `idleMs` (2 s),
 *      and exits 0 when no connection is left; after `timeoutMs` (25 s by default) it closes what is left and
 *      exits 1.
 * Why idle connections are not closed at once: nginx keeps idle connections to each replica and may be writing a
 * request on one at the moment the replica closes it; for a POST it cannot tell whether the replica got it, and
 * answers 502 (seen: one login in 156 requests lost when they were all closed at the signal). Each one nginx uses
 * after the signal is answered and then closed cleanly (`Connection: close`); nginx reuses the connection it
 * released last first, so one idle for seconds is the least likely to be in use as it closes, and once nginx finds
 * the port closed it leaves the replica out for its `fail_timeout` and uses none of them.
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
 *   idleMs?: number,
 *   bounceMs?: number,
 * }} options
 */
export function gracefulShutdown({ servers, timeoutMs, delayMs = 0, idleMs = 2000, bounceMs = 1000, log, beforeExit = async () => {}, exit = (code) => process.exit(code), onDraining }) {
  const state = lifecycle()
  let inFlight = 0
  /** @type {Set<import('node:http').ServerResponse>} */
  const open = new Set()
  /** Open connections: the requests each has in flight, and when it was last busy. */
  /** @type {Map<import('node:net').Socket, { active: number, since: number }>} */
  const sockets = new Map()
  let listening = true
  let bouncing = false

  /** Counts the requests in flight; while draining, tells each answer's connection to close after it. */
  const track = (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
    inFlight++
    open.add(res)
    const socket = sockets.get(req.socket)
    if (socket) socket.active++
    if (bouncing || (state.draining && !listening)) closeAfter(res)
    res.once('close', () => {
      inFlight--
      open.delete(res)
      if (socket) {
        socket.active--
        socket.since = Date.now()
      }
    })
  }
  // Before the server's own handler: an answer from memory is sent before that handler's first await.
  for (const server of servers) {
    server.prependListener('connection', (/** @type {import('node:net').Socket} */ socket) => {
      sockets.set(socket, { active: 0, since: Date.now() })
      socket.once('close', () => sockets.delete(socket))
    })
    server.prependListener('request', track)
  }

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
    bouncing = true
    for (const res of open) closeAfter(res)
    if (bounceMs > 0) await new Promise((resolve) => setTimeout(resolve, bounceMs))
    bouncing = false
    listening = false
    // net.Server's close stops accepting; http.Server's would also close every idle keep-alive connection at once.
    for (const server of servers) net.Server.prototype.close.call(server)
    for (const res of open) closeAfter(res)
    // Until no connection is left: each idle one is closed once it has been idle for idleMs (see above).
    await new Promise((resolve) => {
      const sweep = () => {
        const now = Date.now()
        for (const [socket, { active, since }] of sockets) if (active === 0 && now - since >= idleMs) socket.destroy()
        if (inFlight === 0 && sockets.size === 0) {
          clearInterval(timer)
          resolve(undefined)
        }
      }
      const timer = setInterval(sweep, Math.min(100, idleMs))
      sweep()
    })
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

  /**
   * Called by the server before its handler: true when it answered the request itself (a 503 to a GET, HEAD or
   * OPTIONS while bouncing, see above).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const bounce = (req, res) => {
    if (!bouncing || !['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? '')) return false
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1', Connection: 'close' })
    res.end(req.method === 'HEAD' ? undefined : 'This server is stopping; try again.\n')
    return true
  }

  return { stop, bounce, inFlight: () => inFlight }
}
