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
 * Like `next start -p PORT`, it listens on every address and tells Next its host is `localhost`: bound to an IP
 * address, Next 16.4 answers unprefixed (English) pages with a redirect to themselves (docs/deploy.md).
 */
import http from 'node:http'

process.env.NODE_ENV ??= 'production'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

const flag = process.argv.indexOf('-p')
const port = Number(flag >= 0 ? process.argv[flag + 1] : (process.env.PORT ?? 3000))

const [{ default: next }, { ResponseCache, withResponseCache }, { withStrictScripts }] = await Promise.all([
  import('next'),
  import('../src/lib/response-cache.mjs'),
  import('../src/lib/strict-scripts.mjs'),
])

const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
await app.prepare()
// Each page gets the script policy of its own bytes (strict-scripts.mjs) before the response cache keeps it.
const handle = withResponseCache(withStrictScripts(app.getRequestHandler()), new ResponseCache())
const server = http.createServer(async (req, res) => {
  // As `next start` does: an error that escapes Next is a 500, never the end of the process.
  try {
    await handle(req, res)
  } catch (error) {
    console.error(`Failed to handle request for ${req.url}`, error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  }
})
server.listen(port, () => console.log(`  ▲ Next.js ready on http://localhost:${port} (origin response cache on)`))

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close()
    server.closeIdleConnections()
    void app.close().finally(() => process.exit(0))
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
