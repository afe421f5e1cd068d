#!/usr/bin/env node
/**
 * The production server: what `npm start`, the e2e suite, the benchmarks and the cluster's replicas run in place of
 * `next start`. It is Next.js's own request handler (a custom server, `next()`), behind the origin's response cache
 * (src/lib/response-cache.mjs, docs/decisions/0029-fast-origin.md): a page, a public API answer or a search screen
 * already made is answered from memory without running Next, until an edit expires its cache tags. Every page it
 * serves carries a script policy listing the hashes of exactly its inline scripts (src/lib/strict-scripts.mjs).
 *
 *   node scripts/serve.mjs [-p PORT]        (PORT from the environment otherwise, default 3000)
 *
 * It listens on loopback only, 127.0.0.1 and ::1 (a browser may try `localhost` as either), unless HOST names other
 * addresses (src/lib/network.mjs; docs/deploy.md): a stranger who reached a replica directly would skip the proxy in
 * front. Whatever it listens on, it tells Next its host is `localhost`: given an IP address as its host name, Next
 * 16.4 answers unprefixed (English) pages with a redirect to themselves. *
 * Run like a production service (docs/operations.md; docs/decisions/0050-operating-the-server.md):
 * - one JSON line per request on stdout, with the request's id, sent back as `X-Request-Id` (src/lib/request-log.mjs;
 *   `LOG_LEVEL`);
 * - Prometheus metrics at `/metrics` on `METRICS_PORT` (loopback unless `METRICS_HOST`), never on the site's port;
 *   nothing when it is unset (src/lib/metrics.mjs);
 * - on SIGTERM, not ready at once, then no new connections, the requests in flight finished, and exit; at the latest
 *   after `SHUTDOWN_TIMEOUT_MS` (src/lib/graceful-shutdown.mjs).
 */
import nextEnv from '@next/env'
import http from 'node:http'

process.env.NODE_ENV ??= 'production'
// Muscat time unless TZ says otherwise: the admin formats some dates on the server (the restore dialog's version time)
// and others in the browser, which in Oman is Muscat time; the public pages name their time zone themselves.
process.env.TZ ??= 'Asia/Muscat'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
// The .env files Next reads, loaded now: HOST and PORT are read before Next starts.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })

const flag = process.argv.indexOf('-p')
let port = Number(flag >= 0 ? process.argv[flag + 1] : (process.env.PORT ?? 3000))
// Read before Next starts, with the schemas src/lib/env.ts uses, so that a wrong HOST or LOG_LEVEL fails at once.
const [{ listenAddressesSchema }, { readServerOptions }] = await Promise.all([import('../src/lib/network.mjs'), import('../src/lib/server-options.mjs')])
const hosts = listenAddressesSchema.safeParse(process.env.HOST)
const read = readServerOptions(process.env)
if (!hosts.success || !read.ok) {
  const problem = hosts.success ? (read.ok ? '' : read.message) : `HOST: ${hosts.error.issues[0].message}`
  console.error(`Invalid environment configuration:\n  - ${problem}\nSee .env.example for every variable.`)
  process.exit(1)
}
const options = read.options

const [{ default: next }, { default: pino }, { ResponseCache, withResponseCache }, { withStrictScripts }, { withRequestLog }, { metrics }, { gracefulShutdown }] =
  await Promise.all([
    import('next'),
    import('pino'),
    import('../src/lib/response-cache.mjs'),
    import('../src/lib/strict-scripts.mjs'),
    import('../src/lib/request-log.mjs'),
    import('../src/lib/metrics.mjs'),
    import('../src/lib/graceful-shutdown.mjs'),
  ])
// The server's own log: JSON lines on stdout (Next and Payload keep their own output).
const logger = pino({
  level: options.LOG_LEVEL,
  base: null,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
})

const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
await app.prepare()
// Each page gets the script policy of its own bytes (strict-scripts.mjs) before the response cache keeps it.
// The request log and metrics around everything, so that an answer from the cache is logged and counted too.
/** @type {http.RequestListener} */
const handle = withResponseCache(withStrictScripts(app.getRequestHandler()), new ResponseCache())
// While stopping, the shutdown may answer a request itself (src/lib/graceful-shutdown.mjs, `bounce`).
/** @type {ReturnType<typeof gracefulShutdown> | undefined} */
let shutdown
const onRequest = withRequestLog((req, res) => (shutdown?.bounce(req, res) ? undefined : handle(req, res)), logger)
// One server per address, on one port (the first one's, for `-p 0`).
const servers = []
for (const host of hosts.data) {
  const server = http.createServer(onRequest)
  // Idle connections are kept longer than nginx keeps its idle upstream ones (60 s, `keepalive` in
  // deploy/nginx): with Node's 5 s, a request sent on a connection the server was just closing got a reset (a 502
  // through nginx for a POST, which it does not retry; ECONNRESET for a test client that waited a few seconds).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const error = await new Promise((resolve) => {
    server.once('error', resolve).listen(port, host, () => (server.off('error', resolve), resolve(null)))
  })
  // A machine without IPv6 has no ::1: loopback is then 127.0.0.1 alone.
  if (['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(error?.code) && host === '::1' && hosts.data.includes('127.0.0.1')) continue
  if (error) {
    logger.fatal(`Cannot listen on ${host} port ${port}: ${error.message}`)
    process.exit(1)
  }
  port = server.address().port
  servers.push(server)
}
const listening = servers.map((server) => server.address().address).join(', ')
console.log(`  ▲ Next.js ready on http://localhost:${port} (listening on ${listening}; origin response cache on)`)

// Prometheus metrics on a port of their own, never the site's: loopback unless METRICS_HOST says otherwise.
const metricsServers = []
if (options.METRICS_PORT !== undefined) {
  const { registry, collectDefaults } = metrics()
  collectDefaults()
  for (const host of options.METRICS_HOST) {
    const server = http.createServer((req, res) => {
      const path = (req.url ?? '/').split('?', 1)[0]
      if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n')
        return
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
        (error) => (logger.error({ err: error }, 'metrics failed'), res.writeHead(500).end()),
      )
    })
    const error = await new Promise((resolve) => {
      server.once('error', resolve).listen(options.METRICS_PORT, host, () => (server.off('error', resolve), resolve(null)))
    })
    if (['EADDRNOTAVAIL', 'EAFNOSUPPORT'].includes(error?.code) && host === '::1' && options.METRICS_HOST.includes('127.0.0.1')) continue
    if (error) {
      logger.fatal(`Cannot listen for metrics on ${host} port ${options.METRICS_PORT}: ${error.message}`)
      process.exit(1)
    }
    server.unref()
    metricsServers.push(server)
  }
  logger.info({ port: options.METRICS_PORT, hosts: metricsServers.map((server) => server.address().address) }, 'metrics at /metrics')
}

// SIGTERM: not ready at once, finish what is in flight, then exit (src/lib/graceful-shutdown.mjs).
shutdown = gracefulShutdown({
  servers,
  timeoutMs: options.SHUTDOWN_TIMEOUT_MS,
  delayMs: options.SHUTDOWN_DELAY_MS,
  log: logger,
  onDraining: () => metrics().draining.set(1),
  beforeExit: () => app.close(),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown.stop(signal))
