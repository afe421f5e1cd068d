/**
 * Sustained load: ratings at a fixed rate (open loop: a request leaves on schedule whether or not the previous ones
 * have answered, as independent visitors would) against a production server on 127.0.0.1, then p50/p95/p99
 * latency, the answers by status, and a check that every 200 is a row in the database.
 *
 *   npx tsx bench/rating/load.ts [--rate 50] [--seconds 20] [--reuse-build] [--keep-data]
 */
import { benchPage, flag, has, percentile, sendRating, statusCounts, storedSessionIds, type Sent } from './client'
import type { ChildProcess } from 'node:child_process'

import { prepareSite, removeSite, startServer, stopServer } from '../lib/site'

const rate = flag('rate', 50)
const seconds = flag('seconds', 20)
if (rate * seconds > 20_000) throw new Error('bounded on purpose: at most 20 000 requests a run')

const site = await prepareSite({ reuseBuild: has('reuse-build') })
let server: ChildProcess | undefined
try {
  server = await startServer(site)
  // The first request loads Payload and opens the database: not part of the steady state being measured.
  for (let i = 0; i < 5; i++) await sendRating(site.url, 'home-page')

  const pageName = await benchPage(site.url, 'load')
  const total = Math.round(rate * seconds)
  const interval = 1000 / rate
  const inFlight: Array<Promise<Sent>> = []
  console.log(`\n── ${total} ratings at ${rate}/s for ${seconds} s ──`)
  const started = performance.now()
  for (let i = 0; i < total; i++) {
    const due = started + i * interval
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    inFlight.push(sendRating(site.url, pageName))
  }
  const sent = await Promise.all(inFlight)
  const elapsed = (performance.now() - started) / 1000

  const latencies = sent.filter((s) => s.status === 200).map((s) => s.ms).sort((a, b) => a - b)
  const acknowledged = new Set(sent.filter((s) => s.status === 200).map((s) => s.sessionId))
  const stored = await storedSessionIds(site.url, pageName)
  const missing = [...acknowledged].filter((id) => !stored.has(id)).length
  const ms = (v: number) => `${v.toFixed(1)} ms`
  console.log(
    [
      `requests:        ${sent.length} in ${elapsed.toFixed(1)} s (${(sent.length / elapsed).toFixed(1)}/s achieved)`,
      `answers:         ${JSON.stringify(statusCounts(sent))}`,
      `errors:          ${sent.length - acknowledged.size}`,
      `latency (200s):  p50 ${ms(percentile(latencies, 50))} · p95 ${ms(percentile(latencies, 95))} · p99 ${ms(percentile(latencies, 99))} · max ${ms(latencies.at(-1) ?? Number.NaN)}`,
      `stored rows:     ${stored.size} (acknowledged but missing: ${missing})`,
    ].join('\n'),
  )
  process.exitCode = missing === 0 && acknowledged.size === sent.length ? 0 : 1
} finally {
  if (server) await stopServer(server)
  removeSite(site, has('keep-data'))
}
