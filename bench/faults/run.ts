/**
 * Fault test: a throwaway production site, each fault applied in turn, and what it does to the home
 * page, a news detail, /api/v1/settings, the rating endpoint and /api/health, printed as a table with the load
 * average. The run fails on any 5xx other than a 503 with Retry-After where the fault makes it the honest answer,
 * on any timeout or connection error while the server should be up, on a fault that does not bite, and on any
 * acknowledged rating missing after a restart.
 *
 *   npx tsx bench/faults/run.ts [--reuse-build] [--keep-data]
 *
 * Faults: the database file unreadable (as root, whom file modes do not stop, the file is swapped for a directory,
 * which fails to open the same way), the weather and geocoder hosts refusing connections or accepting and never
 * answering, a SIGKILL under a stream of ratings, and a full disk under the data folder (bench/faults/disk.ts;
 * skipped with a note where mounting is not allowed).
 */
import type { ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { prepareSite, removeSite, startServer, stopServer, type BenchSite } from '../lib/site'
import { benchPage, has, sendRating, storedSessionIds, type Sent } from '../rating/client'
import { smallDiskWith } from './disk'
import { fullDisk } from './full-disk'
import { answerOf, fault, printTable, probe, probeRow, rowFaults, show, type Row } from './probe'

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ')
console.log(`fault test, ${new Date().toISOString()}, load average at the start: ${loadAverage()}`)

/** A TCP server that accepts connections and never answers: a provider that hangs. */
async function hangingServer(): Promise<{ url: string; close: () => void }> {
  const sockets: net.Socket[] = []
  const server = net.createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => (sockets.forEach((s) => s.destroy()), server.close()) }
}

async function closedPort(): Promise<string> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

const site = await prepareSite({ reuseBuild: has('reuse-build') })
const rows: Row[] = []
const failures: string[] = []
let lost = 0
let server: ChildProcess | undefined
const restart = async (variant: BenchSite = site, signal: NodeJS.Signals = 'SIGTERM') => {
  if (server) await stopServer(server, signal)
  server = await startServer(variant)
}
const withEnv = (extra: Record<string, string>): BenchSite => ({ ...site, env: { ...site.env, ...extra } })
const dbFile = path.join(site.dataDir, 'dhofar.db')
/** Ratings whose loss nobody checks (the ones probing the home page). */
const scratch = { pageName: 'home-page', sent: [] as Sent[] }

/**
 * After a restart: every rating answered 200 must be in the database, and one refused with a 503 ("nothing was
 * recorded") must not be. Those cut off without an answer may be either. Returns the note for the table.
 */
async function lookUp(target: BenchSite, pageName: string, sent: Sent[]): Promise<string> {
  const stored = await storedSessionIds(target.url, pageName)
  const acknowledged = sent.filter((s) => s.status === 200)
  const missing = acknowledged.filter((s) => !stored.has(s.sessionId)).length
  const refusedYetStored = sent.filter((s) => s.status === 503 && stored.has(s.sessionId)).length
  const cutOff = sent.filter((s) => s.status === 'network-error')
  lost += missing
  if (missing) failures.push(`${pageName}: ${missing} acknowledged ratings missing after the restart`)
  if (refusedYetStored) failures.push(`${pageName}: ${refusedYetStored} ratings answered 503 ("nothing was recorded") are stored`)
  return [
    `${acknowledged.length} acknowledged, ${missing} lost`,
    ...(cutOff.length ? [`${cutOff.length} cut off (${cutOff.filter((s) => stored.has(s.sessionId)).length} stored anyway)`] : []),
    ...(sent.some((s) => s.status === 503) ? [`${refusedYetStored} of the 503s stored`] : []),
  ].join('; ')
}

try {
  await restart()
  const news = (await (await fetch(`${site.url}/api/v1/pages?limit=50`)).json()) as { data: Array<{ uniqueUrl: string; categoryId: number }> }
  const settings = (await (await fetch(`${site.url}/api/v1/settings`)).json()) as { data: { categoryIds: { news: number } } }
  const newsPage = news.data.find((p) => p.categoryId === settings.data.categoryIds.news)
  const newsPath = newsPage ? `/news-details/${newsPage.uniqueUrl}` : '/news-list'
  rows.push(await probeRow(site, newsPath, 'none', { ratings: scratch }))

  // 1. The database file cannot be opened. It bites when /api/health says so.
  await stopServer(server!)
  server = undefined
  const aside = `${dbFile}.aside`
  const sidecars = ['', '-wal', '-shm'].filter((suffix) => existsSync(`${dbFile}${suffix}`))
  for (const suffix of sidecars) renameSync(`${dbFile}${suffix}`, `${aside}${suffix}`)
  const asRoot = process.getuid?.() === 0
  if (asRoot) mkdirSync(dbFile)
  else {
    renameSync(`${aside}`, dbFile)
    chmodSync(dbFile, 0)
  }
  await restart()
  const unreadable = await probeRow(site, newsPath, 'database unreadable', {
    may503: ['rating', 'health'],
    note: asRoot ? 'root: file swapped for a directory' : 'chmod 000',
    ratings: scratch,
  })
  rows.push(unreadable)
  if (unreadable.cells.health.status !== 503) failures.push('database unreadable: /api/health did not answer 503: the fault did not bite')
  await stopServer(server!)
  server = undefined
  if (asRoot) rmSync(dbFile, { recursive: true })
  else {
    chmodSync(dbFile, 0o644)
    renameSync(dbFile, aside)
  }
  for (const suffix of sidecars) renameSync(`${aside}${suffix}`, `${dbFile}${suffix}`)

  // 2. Weather and geocoder hosts refusing, then hanging. The geocoder's own answer is a 502 (its upstream failed):
  // it bites when that comes, within the probe's time.
  for (const [label, host] of [
    ['refuse', { url: await closedPort(), close: () => undefined }],
    ['hang', await hangingServer()],
  ] as const) {
    await restart(withEnv({ WEATHER_URL: `${host.url}/weather`, GEOCODER_URL: `${host.url}/search` }))
    const geocode = await probe(`${site.url}/api/v1/geocode?q=Salalah`)
    if (geocode.status !== 502) failures.push(`weather + geocoder ${label}: geocode answered ${show(geocode)}, not 502`)
    rows.push(await probeRow(site, newsPath, `weather + geocoder ${label}`, { note: `geocode: ${show(geocode)}`, ratings: scratch }))
    host.close()
  }

  // 3. SIGKILL under a stream of ratings. Only requests in flight at the kill may go unanswered.
  await restart()
  const killPage = await benchPage(site.url, 'faults-kill')
  const streamed: Sent[] = []
  let streaming = true
  const stream = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (streaming) streamed.push(await sendRating(site.url, killPage))
    }),
  )
  await new Promise((r) => setTimeout(r, 2500))
  streaming = false
  const killedAt = performance.now()
  await stopServer(server!, 'SIGKILL')
  server = undefined
  await stream
  for (const s of streamed) {
    const early = s.status === 'network-error' && s.at < killedAt
    const reason = early ? 'connection failed before the kill' : s.status === 'network-error' ? null : fault(answerOf(s), false)
    if (reason) failures.push(`SIGKILL stream: ${reason}`)
  }
  if (!streamed.some((s) => s.status === 200)) failures.push('SIGKILL: no rating acknowledged before the kill: nothing was put at risk')
  await restart()
  const killNote = `${streamed.length} sent; ${await lookUp(site, killPage, streamed)}`
  rows.push(await probeRow(site, newsPath, 'SIGKILL under load, restart', { note: killNote, ratings: scratch }))

  // 4. A full disk under the data folder.
  await stopServer(server!)
  server = undefined
  const disk = smallDiskWith(site.dataDir, 16)
  if (typeof disk === 'string') {
    const skipped = { status: 'not run', retryAfter: null, emptyBody: true } as const
    rows.push({ fault: 'full disk', cells: { home: skipped, news: skipped, settings: skipped, rating: skipped, health: skipped }, may503: [], note: `not run: ${disk}` })
    failures.push(`full disk: not run (${disk})`)
  } else {
    try {
      rows.push(...(await fullDisk({ site, disk, newsPath, failures, restart, lookUp })))
    } finally {
      if (server) await stopServer(server)
      server = undefined
      disk.unmount()
    }
  }
} catch (error) {
  failures.push(`the run stopped: ${(error as Error).stack ?? String(error)}`)
} finally {
  if (server) await stopServer(server)
  removeSite(site, has('keep-data'))
}

for (const row of rows) failures.push(...rowFaults(row))
console.log(`\ncommand: npx tsx bench/faults/run.ts ${process.argv.slice(2).join(' ')}`.trimEnd())
console.log(`load average at the end: ${loadAverage()}\n`)
printTable(rows)
console.log(failures.length ? `\n✖ ${failures.length} failures:\n${failures.map((f) => `  - ${f}`).join('\n')}` : '\n✔ no failures')
console.log(`acknowledged ratings lost: ${lost}`)
process.exitCode = failures.length === 0 && lost === 0 ? 0 : 1
