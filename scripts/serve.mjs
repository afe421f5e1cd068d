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
 * 16.4 answers unprefixed (English) pages with a redirect to themselves.
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
// Read before Next starts, with the schema src/lib/env.ts uses, so that a wrong HOST fails at once.
const { listenAddressesSchema } = await import('../src/lib/network.mjs')
const hosts = listenAddressesSchema.safeParse(process.env.HOST)
if (!hosts.success) {
  console.error(`Invalid environment configuration:\n  - HOST: ${hosts.error.issues[0].message}\nSee .env.example for every variable.`)
  process.exit(1)
}

const [{ default: next }, { ResponseCache, withResponseCache }, { withStrictScripts }] = await Promise.all([
  import('next'),
  import('../src/lib/response-cache.mjs'),
  import('../src/lib/strict-scripts.mjs'),
])

const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
await app.prepare()
// Each page gets the script policy of its own bytes (strict-scripts.mjs) before the response cache keeps it.
const handle = withResponseCache(withStrictScripts(app.getRequestHandler()), new ResponseCache())
/** @type {http.RequestListener} */
const onRequest = async (req, res) => {
  // As `next start` does: an error that escapes Next is a 500, never the end of the process.
  try {
    await handle(req, res)
  } catch (error) {
    console.error(`Failed to handle request for ${req.url}`, error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  }
}
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
    console.error(`Cannot listen on ${host} port ${port}: ${error.message}`)
    process.exit(1)
  }
  port = server.address().port
  servers.push(server)
}
const listening = servers.map((server) => server.address().address).join(', ')
console.log(`  ▲ Next.js ready on http://localhost:${port} (listening on ${listening}; origin response cache on)`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    for (const server of servers) {
      server.close()
      server.closeIdleConnections()
    }
    void app.close().finally(() => process.exit(0))
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
