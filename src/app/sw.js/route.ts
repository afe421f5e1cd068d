/**
 * `/sw.js`, the service worker (src/sw/worker.ts), bundled by esbuild when `next build` pre-renders this route:
 * every way the site is built (`npm start`, the tests, the benchmarks, the cluster) builds it, with no step of its own
 * (docs/decisions/0043-offline-service-worker.md). The build's id is written into it, so each deploy is a new worker.
 * Served with `no-cache`: the browser checks it on every visit, whatever caches sit in between.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const dynamic = 'force-static'

/** The build's id (Next writes `<distDir>/BUILD_ID` before it pre-renders the routes); `dev` outside a build. */
function buildId(): string {
  try {
    return readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'dev'
  }
}

export async function GET() {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [path.join(process.cwd(), 'src/sw/worker.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    // Browsers with service workers and Cache Storage that phones in Oman run (Chrome, Safari 15.4+, Firefox).
    target: ['chrome100', 'safari15.4', 'firefox100'],
    define: { 'process.env.NODE_ENV': '"production"', BUILD_ID: JSON.stringify(buildId()) },
    logLevel: 'silent',
  })
  return new Response(result.outputFiles[0].text, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  })
}
