#!/usr/bin/env node
/**
 * Load figures for the Khareef peak (ADR 0013), in one run, beside their references (bench/load/README.md):
 *   static  nginx serving the same bytes as static files (the ceiling)
 *   nginx   the cluster through nginx (npm run start:cluster)
 *   replica one replica of that cluster, directly
 *   origin  one plain `npm start` (SQLite)
 * for /, /ar, a news and an event detail, /searchresult and one address of every /api/v1 read the public API
 * documents (settings, menus, a page by URL, the page list, a page's sections, images by ids and by id, search; ids
 * found in the cluster's own seed at the start) (wrk, Accept-Encoding: gzip); then rating writes at a fixed rate
 * through nginx, to a replica and to the origin, each from its own 127.x.y.z source address (nginx's rating zone and
 * the app's limit count per address); the time a publish takes to show on every replica and through nginx; and a
 * replica SIGKILLed mid-load: a mix of addresses through nginx, one request in ten (`--kill-uncached 0.1`) with a
 * query that neither nginx's micro-cache nor the origin's response cache has seen (so it reaches a replica: far more
 * than the one request per address and second a 1 s micro-cache lets through), while ratings are sent through
 * nginx and every acknowledged one is looked up afterwards through the REST API as the administrator. The run exits
 * 1 when 0.1% or more of the requests during the kill failed (an answer other than 2xx/3xx, a socket error, a
 * timeout of 5 s, a rating not acknowledged) or an acknowledged rating is missing. Every figure is printed with the load average: on a shared
 * machine the throughput says little.
 *
 *   npm run start:cluster            (PORT=41000 REPLICAS=2 ADMIN_EMAIL=… ADMIN_PASSWORD=…)
 *   TRUST_PROXY=1 PORT=41100 npm start   (another terminal: the plain origin)
 *   node bench/load/run.mjs --nginx http://localhost:41000 --replicas http://localhost:41001,http://localhost:41002 \
 *     --origin http://localhost:41100 --email … --password … [--duration 12] [--connections 20] [--no-kill] [--no-urls]
 *     [--kill-uncached 0.1] (the share of the kill run's requests that reach a replica)
 *     [--replica-pids PID] (the process to kill; by default the one listening on the first replica's port)
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { gzipSync } from 'node:zlib'
import path from 'node:path'

import { ensureBinary, findNginx, freePort, waitForPort } from '../../scripts/lib/services.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : fallback
}
const nginxUrl = arg('nginx')
const replicaUrls = (arg('replicas') ?? '').split(',').filter(Boolean)
const originUrl = arg('origin')
const email = arg('email', process.env.ADMIN_EMAIL)
const password = arg('password', process.env.ADMIN_PASSWORD)
const seconds = Number(arg('duration', arg('seconds', '12')))
const connections = Number(arg('connections', '20'))
const killUncached = Number(arg('kill-uncached', '0.1'))
if (!nginxUrl || replicaUrls.length === 0 || !originUrl || !(seconds > 0)) {
  console.error('usage: node bench/load/run.mjs --nginx URL --replicas URL,URL --origin URL [--email E --password P] (see the header)')
  process.exit(2)
}
const wrk = ensureBinary('wrk', () => ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => spawnSync('test', ['-x', p]).status === 0), ['wrk'])
const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ')
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const NEWS = '/news-details/khareef-season-preparations-completed'
const EVENT = '/event-details/khareef-dhofar-festival'

/**
 * The ids the API addresses need, from the cluster's own seed: the home page's id (its sections) and the ids of a
 * few pictures (from the page list), so that every address answers real content.
 */
async function seedIds() {
  const json = (url) => fetch(nginxUrl + url).then((r) => r.json())
  const home = (await json('/api/v1/pages/by-url/home?languageId=2')).data?.[0]
  const list = (await json('/api/v1/pages?limit=20')).data ?? []
  const imageIds = [...new Set([home, ...list].map((p) => p?.imageId).filter((id) => Number.isInteger(id)))].slice(0, 3)
  if (!Number.isInteger(home?.id) || imageIds.length === 0) throw new Error('could not find the home page or any picture through nginx: is the cluster seeded?')
  return { pageId: home.id, imageIds }
}
const ids = await seedIds()

const URLS = [
  ['/', '/'],
  ['/ar', '/ar'],
  ['news detail', NEWS],
  ['event detail', EVENT],
  ['/searchresult', '/searchresult?q=salalah'],
  ['/api/v1/settings', '/api/v1/settings'],
  ['/api/v1/menus/{type}', '/api/v1/menus/header'],
  ['/api/v1/pages/by-url/home', '/api/v1/pages/by-url/home?languageId=2'],
  ['/api/v1/pages', '/api/v1/pages?limit=10'],
  ['/api/v1/pages/{id}/sections', `/api/v1/pages/${ids.pageId}/sections`],
  ['/api/v1/images?ids=', `/api/v1/images?ids=${ids.imageIds.join(',')}`],
  ['/api/v1/images/{id}', `/api/v1/images/${ids.imageIds[0]}`],
  ['/api/v1/search', '/api/v1/search?term=salalah&languageId=2'],
]

/** The pid of the process listening on a local URL's port (Linux `ss`), to read its CPU time; undefined elsewhere. */
function pidOf(url) {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${new URL(url).port}`], { encoding: 'utf8' }).stdout ?? ''
  const pid = Number(/pid=(\d+)/.exec(out)?.[1])
  return Number.isInteger(pid) ? pid : undefined
}

/** User + system CPU seconds a process has used so far (/proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return NaN
  }
}

/**
 * One wrk run: req/s, p50, p99, non-2xx/3xx and socket errors; with the server's pid, its CPU milliseconds per request
 * (less dependent on what else the machine runs than req/s).
 */
function measure(url, pid) {
  const before = load()
  const cpuBefore = pid ? cpuSeconds(pid) : NaN
  const out = spawnSync(wrk, ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', url], { encoding: 'utf8' }).stdout
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN)
  const cpuMs = pid ? ((cpuSeconds(pid) - cpuBefore) * 1000) / requests : NaN
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN)
  const latency = {}
  for (const m of out.matchAll(/(\d+)%\s+([\d.]+)(us|ms|s)/g)) latency[m[1]] = Number(m[2]) * (m[3] === 'us' ? 0.001 : m[3] === 's' ? 1000 : 1)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const errors = /Socket errors: (.*)/.exec(out)?.[1] ?? 'none'
  return { rps, p50: latency['50'], p99: latency['99'], cpuMs, non2xx, errors, load: `${before} → ${load()}` }
}

/** The ceiling: nginx serving each URL's bytes (fetched from the cluster) as a static file, gzipped ahead. */
async function startStaticCeiling() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-static-'))
  const root = path.join(dir, 'root')
  mkdirSync(root, { recursive: true })
  const files = []
  for (const [, url] of URLS) {
    const response = await fetch(nginxUrl + url)
    const name = `f${files.length}.${(response.headers.get('content-type') ?? '').includes('json') ? 'json' : 'html'}`
    const bytes = Buffer.from(await response.arrayBuffer())
    writeFileSync(path.join(root, name), bytes)
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(bytes, { level: 5 })) // served as is: no compression per request

    files.push(name)
  }
  const port = await freePort()
  const config = `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; events { worker_connections 4096; }
http { include /etc/nginx/mime.types; default_type text/html; access_log off; sendfile on; client_body_temp_path ${dir}/b; proxy_temp_path ${dir}/p;
  fastcgi_temp_path ${dir}/f; uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;
  gzip_static on; gzip_vary on;
  server { listen 127.0.0.1:${port}; root ${root}; } }`
  writeFileSync(path.join(dir, 'nginx.conf'), config)
  spawnSync('chmod', ['-R', 'a+rX', dir])
  const child = spawn(ensureBinary('nginx', findNginx, ['nginx']), ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
  await waitForPort(port)
  return { url: `http://127.0.0.1:${port}`, files, stop: () => (child.kill('SIGQUIT'), rmSync(dir, { recursive: true, force: true })) }
}

let adminToken
async function login(base) {
  if (adminToken) return adminToken // one login for the run: nginx limits logins per address
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login failed on ${base}: HTTP ${response.status}`)
  adminToken = (await response.json()).token
  return adminToken
}

const RUN_STARTED = Date.now()
const RUN = `bench${RUN_STARTED.toString(36)}`
let ratingCounter = 0
const RATED_PAGE = 'home-page'

/**
 * One rating, sent from a source address of its own (127.a.b.c: the whole 127/8 is the loopback on Linux), as
 * different visitors would: nginx's rating zone and the app's per-address limit count per address, and nginx sets
 * X-Forwarded-For from the connection, so a made-up header would not spread them. Its session id names it, for the
 * look-up after the run. A socket error or no answer within 10 s is a failure, never an acknowledgement.
 */
function rating(base, pageName) {
  const n = ++ratingCounter
  const sessionId = `session_${RUN_STARTED}_${RUN}n${n}`
  const body = JSON.stringify({ pageName, result: (n % 5) + 1, max: 5, visitorIp: 'unknown', sessionId })
  const url = new URL(`${base}/PgTempRatingResult/add`)
  const started = performance.now()
  return new Promise((resolve) => {
    const done = (status) => resolve({ status, sessionId, ms: performance.now() - started })
    const request = http.request(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        localAddress: `127.${1 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`,
        timeout: 10_000,
        // No Origin header: a non-browser client (the endpoint refuses only a browser's cross-site request).
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => done(response.statusCode))
        response.on('error', () => done('socket-error'))
      },
    )
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', (error) => done(error.message === 'timeout' ? 'timeout' : 'socket-error'))
    request.end(body)
  })
}

async function ratingsAtRate(base, rate, secs) {
  const before = load()
  const sent = []
  const interval = 1000 / rate
  const started = performance.now()
  for (let i = 0; i < rate * secs; i++) {
    const due = started + i * interval
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    // A published page of the seed (ratings must name a real page of the site); each rating its own session.
    sent.push(rating(base, RATED_PAGE))
  }
  const results = await Promise.all(sent)
  const ms = results.map((r) => r.ms).sort((a, b) => a - b)
  const counts = {}
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1
  // 409 is the endpoint's "already recorded" (the panel shows it so): every rating here has its own session id, so a
  // 409 is nginx's second delivery of one a killed replica had stored. Both must be in the database.
  const acknowledged = results.filter((r) => typeof r.status === 'number' && ((r.status >= 200 && r.status < 300) || r.status === 409)).map((r) => r.sessionId)
  return { p50: ms[Math.floor(ms.length / 2)], p99: ms[Math.ceil(ms.length * 0.99) - 1], counts, acknowledged, sent: results.length, load: `${before} → ${load()}` }
}

/** The acknowledged ratings (by session id) that the database does not hold, read through the REST API as the admin. */
async function missingRatings(sessionIds) {
  const token = await login(nginxUrl)
  const found = new Set()
  for (let i = 0; i < sessionIds.length; i += 50) {
    const chunk = sessionIds.slice(i, i + 50)
    const query = `where[sessionId][in]=${encodeURIComponent(chunk.join(','))}&where[pageName][equals]=${RATED_PAGE}&limit=100&depth=0`
    const response = await fetch(`${nginxUrl}/api/ratings?${query}`, { headers: { authorization: `JWT ${token}` } })
    if (!response.ok) throw new Error(`rating look-up failed: HTTP ${response.status}`)
    for (const doc of (await response.json()).docs) found.add(doc.sessionId)
  }
  return sessionIds.filter((id) => !found.has(id))
}

async function publishVisibility() {
  const token = await login(nginxUrl)
  const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: new URL(nginxUrl).origin }
  const found = await fetch(`${nginxUrl}/api/pages?where[uniqueUrl][equals]=about&depth=0&locale=en`, { headers: auth }).then((r) => r.json())
  const page = found.docs[0]
  const word = `Bench${Date.now().toString(36)}`
  const targets = [['nginx', nginxUrl], ...replicaUrls.map((u, i) => [`replica ${i + 1}`, u])]
  for (const [, base] of targets) await fetch(`${base}/api/v1/pages/by-url/about?languageId=2`).then((r) => r.text())
  const started = performance.now()
  const response = await fetch(`${nginxUrl}/api/pages/${page.id}?locale=en`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: `${page.title} ${word}`, _status: 'published' }) })
  if (!response.ok) throw new Error(`publish failed: HTTP ${response.status}`)
  const seen = await Promise.all(
    targets.map(async ([label, base]) => {
      for (;;) {
        const ms = performance.now() - started
        const [api, html] = await Promise.all([
          fetch(`${base}/api/v1/pages/by-url/about?languageId=2`).then((r) => r.text()),
          fetch(`${base}/about`).then((r) => r.text()),
        ])
        if (api.includes(word) && html.includes(word)) return `${label} ${ms.toFixed(0)} ms`
        if (ms > 10_000) return `${label} NOT within 10 s`
        await sleep(50)
      }
    }),
  )
  // Put the title back.
  await fetch(`${nginxUrl}/api/pages/${page.id}?locale=en`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: page.title, _status: 'published' }) })
  return seen
}

/**
 * wrk's Lua script for the load during the kill: a mix of addresses through nginx, each second request with a query
 * seen once (`b=<run><thread>-<n>`), which neither nginx's micro-cache nor the origin's response cache can answer: those
 * go to a replica and through Next (a pre-rendered page or the API route), so requests really are on the replicas
 * when one dies.
 */
function killLoadScript() {
  // What visitors ask for (the micro-cache answers most of it), and, for a share of the requests, the same addresses
  // with a never-seen query, which nginx and the origin's cache must pass to a replica.
  const paths = [
    '/', '/about', '/api/v1/pages/by-url/home?languageId=2', NEWS, '/ar', '/api/v1/settings', EVENT,
    '/api/v1/search?term=salalah&languageId=2', '/api/v1/pages?limit=10', `/api/v1/pages/${ids.pageId}/sections`,
  ]
  const every = Math.max(1, Math.round(1 / killUncached))
  return `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local n = 0
local threads = 0
local tag = "${RUN}"
function setup(thread) threads = threads + 1; thread:set("id", "${RUN}t" .. threads) end
function init(args) tag = id or tag end
function request()
  n = n + 1
  local p = paths[(n % #paths) + 1]
  if n % ${every} == 0 then
    local sep = "?"
    if string.find(p, "?", 1, true) then sep = "&" end
    p = p .. sep .. "b=" .. tag .. "-" .. n
  end
  return wrk.format("GET", p, { ["Accept-Encoding"] = "gzip" })
end
`
}

async function killDuringLoad() {
  const pid = Number(arg('replica-pids', '').split(',')[0]) || pidOf(replicaUrls[0])
  if (!pid) return { ok: false, text: 'could not find the first replica\'s pid (pass --replica-pids)' }
  if (!email || !password) return { ok: false, text: 'skipped: pass --email and --password (acknowledged ratings are looked up as the admin)' }
  await login(nginxUrl)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-kill-'))
  const script = path.join(dir, 'mix.lua')
  writeFileSync(script, killLoadScript())
  const before = load()
  const run = spawn(wrk, ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, nginxUrl])
  let out = ''
  run.stdout.on('data', (chunk) => (out += chunk))
  // Ratings through nginx meanwhile, each from its own address: every acknowledged one must be stored.
  const ratings = ratingsAtRate(nginxUrl, 10, Math.max(1, seconds - 1))
  await sleep((seconds * 1000) / 3)
  process.kill(pid, 'SIGKILL')
  const killedAt = load()
  await new Promise((resolve) => run.on('exit', resolve))
  rmSync(dir, { recursive: true, force: true })
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  const r = await ratings
  const ratingFailures = r.sent - r.acknowledged.length
  // A socket error may end a request wrk never counted: counted on both sides, so the rate is not understated. The
  // ratings are requests too: one not acknowledged (e.g. a 502 for a POST in flight to the killed replica, which
  // nginx does not send twice) is a failure.
  const failed = non2xx + socketErrors + ratingFailures
  const rate = failed / Math.max(1, requests + socketErrors + r.sent)
  await sleep(1000)
  const missing = await missingRatings(r.acknowledged)
  const ok = requests > 0 && rate < 0.001 && missing.length === 0
  const text = [
    `pid ${pid} killed at ${(seconds / 3).toFixed(1)} s (load ${killedAt})`,
    `${requests} reads through nginx (mixed addresses, 1 in ${Math.max(1, Math.round(1 / killUncached))} with a never-seen query): ${non2xx} non-2xx/3xx, socket errors: ${socket ? socket[0].slice(15) : 'none'}`,
    `ratings through nginx at 10/s: ${JSON.stringify(r.counts)}, ${r.acknowledged.length} acknowledged, ${missing.length} of them missing from the database${missing.length ? `: ${missing.slice(0, 5).join(', ')}` : ''}`,
    `failed: ${failed} of ${requests + socketErrors + r.sent} requests (${(100 * rate).toFixed(3)}%)`,
    `load ${before} → ${load()}`,
    ok ? 'PASS (< 0.1% failed, nothing acknowledged lost)' : 'FAIL',
  ].join('\n  ')
  return { ok, text }
}

const table = []
console.log(`bench/load: wrk -t2 -c${connections} -d${seconds}s, ${os.cpus().length} CPUs, load average at start ${load()}`)
// Each address once on every server first (gzip and not): the first search builds the index, a page's first answer
// is made by Next; the figures are of the answers after that.
for (const base of [nginxUrl, ...replicaUrls, originUrl]) {
  for (const [, url] of URLS) {
    for (const encoding of ['gzip', 'identity']) await fetch(base + url, { headers: { 'accept-encoding': encoding } }).then((r) => r.arrayBuffer())
  }
}
// --no-urls: only the ratings, the publish and the kill (a trial run of those parts).
const ceiling = process.argv.includes('--no-urls') ? undefined : await startStaticCeiling()
if (ceiling) try {
  const targets = [['static (ceiling)', ceiling.url], ['cluster via nginx', nginxUrl], ['one replica', replicaUrls[0]], ['plain npm start', originUrl]]
  // CPU per request of the two single Next processes (a replica, the plain origin): found by their ports.
  const pids = { 'one replica': pidOf(replicaUrls[0]), 'plain npm start': pidOf(originUrl) }
  for (const [label, url] of URLS) {
    for (const [target, base] of targets) {
      const target_url = target.startsWith('static') ? `${base}/${ceiling.files[URLS.findIndex(([l]) => l === label)]}` : base + url
      const m = measure(target_url, pids[target])
      table.push({ url: label, target, ...m })
      const cpu = Number.isFinite(m.cpuMs) ? `  CPU ${m.cpuMs.toFixed(2)} ms/request` : ''
      console.log(`${label.padEnd(28)} ${target.padEnd(18)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${m.p50?.toFixed(1)} ms  p99 ${m.p99?.toFixed(1)} ms${cpu}  non-2xx ${m.non2xx}  errors ${m.errors}  load ${m.load}`)
    }
  }
} finally {
  ceiling.stop()
}
console.log('\nrating writes at 20/s for 10 s, each from its own source address (p50 / p99, answers by status):')
for (const [target, base] of [['cluster via nginx', nginxUrl], ['one replica', replicaUrls[0]], ['plain npm start', originUrl]]) {
  const r = await ratingsAtRate(base, 20, 10)
  console.log(`  ${target.padEnd(18)} p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${JSON.stringify(r.counts)}  load ${r.load}`)
}
if (email && password) console.log(`\npublish visible (API answer and page): ${(await publishVisibility()).join(', ')}  load ${load()}`)
else console.log('\npublish visibility: skipped (pass --email and --password of an editor)')
if (!process.argv.includes('--no-kill')) {
  const kill = await killDuringLoad()
  console.log(`\none replica SIGKILLed mid-load:\n  ${kill.text}`)
  if (!kill.ok) process.exitCode = 1
}
console.log(`\nload average at the end: ${load()} (${new Date().toISOString()})`)
