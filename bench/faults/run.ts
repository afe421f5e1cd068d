/**
 * Fault test (issue 16): a throwaway production site, each fault applied in turn, and what it does to the home
 * page, a news detail, /api/v1/settings, the rating endpoint and /api/health, printed as a table. The run fails if
 * anything answers 500 or an acknowledged rating is lost.
 *
 *   npx tsx bench/faults/run.ts [--reuse-build] [--keep-data]
 *
 * Faults: the database file unreadable (as root, whom file modes do not stop, the file is swapped for a directory,
 * which fails to open the same way), the weather and geocoder hosts refusing connections or accepting and never
 * answering, a SIGKILL under a stream of ratings, and a full disk under the data folder (a small tmpfs; skipped
 * with a note where mounting is not allowed).
 */
import { execFileSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { benchPage, has, sendRating, storedSessionIds, type Sent } from '../rating/client'
import { prepareSite, removeSite, startServer, stopServer, type BenchSite } from '../lib/site'

type Row = { fault: string; home: string; news: string; settings: string; rating: string; health: string; note: string }

let address = 0
async function probe(url: string, init: RequestInit = {}): Promise<string> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(15_000) })
    const retry = response.headers.get('retry-after')
    const body = await response.text()
    return `${response.status}${retry ? ` (Retry-After ${retry})` : ''}${response.status >= 500 && !body ? ' empty' : ''}`
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer'
  }
}

async function probeAll(site: BenchSite, newsPath: string, fault: string, note = ''): Promise<Row> {
  const rating = () =>
    probe(`${site.url}/PgTempRatingResult/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url, 'x-forwarded-for': `10.200.0.${++address % 250}` },
      body: JSON.stringify({ pageName: 'home-page', result: 4, max: 5, sessionId: `session_${Date.now()}_fault${address}` }),
    })
  return {
    fault,
    home: await probe(`${site.url}/`),
    news: await probe(`${site.url}${newsPath}`),
    settings: await probe(`${site.url}/api/v1/settings`),
    rating: await rating(),
    health: await probe(`${site.url}/api/health`),
    note,
  }
}

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
let server: ChildProcess | undefined
let lost = 0
const restart = async (variant: BenchSite = site) => {
  if (server) await stopServer(server)
  server = await startServer(variant)
}
const withEnv = (extra: Record<string, string>): BenchSite => ({ ...site, env: { ...site.env, ...extra } })
const dbFile = path.join(site.dataDir, 'dhofar.db')

try {
  await restart()
  const news = (await (await fetch(`${site.url}/api/v1/pages?limit=50`)).json()) as { data: Array<{ uniqueUrl: string; categoryId: number }> }
  const settings = (await (await fetch(`${site.url}/api/v1/settings`)).json()) as { data: { categoryIds: { news: number } } }
  const newsPage = news.data.find((p) => p.categoryId === settings.data.categoryIds.news)
  const newsPath = newsPage ? `/news-details/${newsPage.uniqueUrl}` : '/news-list'
  rows.push(await probeAll(site, newsPath, 'none'))

  // 1. The database file cannot be opened.
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
  rows.push(await probeAll(site, newsPath, 'database unreadable', asRoot ? 'root: file swapped for a directory' : 'chmod 000'))
  await stopServer(server!)
  server = undefined
  if (asRoot) rmSync(dbFile, { recursive: true })
  else {
    chmodSync(dbFile, 0o644)
    renameSync(dbFile, aside)
  }
  for (const suffix of sidecars) renameSync(`${aside}${suffix}`, `${dbFile}${suffix}`)

  // 2. Weather and geocoder hosts refusing, then hanging.
  const refused = await closedPort()
  await restart(withEnv({ WEATHER_URL: `${refused}/weather`, GEOCODER_URL: `${refused}/search` }))
  const geocodeRefused = await probe(`${site.url}/api/v1/geocode?q=Salalah`)
  rows.push(await probeAll(site, newsPath, 'weather + geocoder refuse', `geocode: ${geocodeRefused}`))
  const hanging = await hangingServer()
  await restart(withEnv({ WEATHER_URL: `${hanging.url}/weather`, GEOCODER_URL: `${hanging.url}/search` }))
  const geocodeHanging = await probe(`${site.url}/api/v1/geocode?q=Salalah`)
  rows.push(await probeAll(site, newsPath, 'weather + geocoder hang', `geocode: ${geocodeHanging}`))
  hanging.close()

  // 3. SIGKILL under a stream of ratings.
  await restart()
  const pageName = await benchPage(site.url, 'faults-kill')
  const sent: Sent[] = []
  let streaming = true
  const stream = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (streaming) sent.push(await sendRating(site.url, pageName))
    }),
  )
  await new Promise((r) => setTimeout(r, 2500))
  streaming = false
  await stopServer(server!, 'SIGKILL')
  server = undefined
  await stream
  await restart()
  const stored = await storedSessionIds(site.url, pageName)
  const acknowledged = sent.filter((s) => s.status === 200)
  lost += acknowledged.filter((s) => !stored.has(s.sessionId)).length
  rows.push(await probeAll(site, newsPath, 'SIGKILL under load, restart', `${acknowledged.length} acknowledged, ${lost} lost`))

  // 4. A full disk under the data folder: the data copied onto a small tmpfs, then the free space filled.
  await stopServer(server!)
  server = undefined
  const mount = mkdtempSync(path.join(os.tmpdir(), 'dhofar-full-'))
  let mounted = false
  try {
    const used = Number(execFileSync('du', ['-sm', site.dataDir]).toString().split('\t')[0])
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${used + 16}m`, 'tmpfs', mount], { stdio: 'ignore' })
    mounted = true
  } catch {
    rows.push({ fault: 'full disk', home: '-', news: '-', settings: '-', rating: '-', health: '-', note: 'not run: mounting a tmpfs is not allowed here' })
  }
  if (mounted) {
    cpSync(site.dataDir, mount, { recursive: true })
    const full = withEnv({ DATA_DIR: mount, DATABASE_URI: `file:${path.join(mount, 'dhofar.db')}` })
    server = await startServer({ ...full, dataDir: mount })
    try {
      for (let i = 0; ; i++) writeFileSync(path.join(mount, `filler-${i}`), Buffer.alloc(1024 * 1024))
    } catch {
      // ENOSPC: the disk is full
    }
    rows.push(await probeAll(full, newsPath, 'full disk under DATA_DIR'))
    await stopServer(server)
    server = undefined
    execFileSync('umount', [mount])
  }
  rmSync(mount, { recursive: true, force: true })
} finally {
  if (server) await stopServer(server)
  removeSite(site, has('keep-data'))
}

const columns: Array<keyof Row> = ['fault', 'home', 'news', 'settings', 'rating', 'health', 'note']
console.log(`\nload average: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}\n`)
console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => ' --- |').join('')}`)
for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`)
const fiveHundreds = rows.filter((row) => columns.slice(1, 6).some((c) => /^500/.test(row[c])))
console.log(`\n${fiveHundreds.length === 0 && lost === 0 ? '✔' : '✖'} 500 answers: ${fiveHundreds.length} rows; acknowledged ratings lost: ${lost}`)
process.exitCode = fiveHundreds.length === 0 && lost === 0 ? 0 : 1
