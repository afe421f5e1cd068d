#!/usr/bin/env node
/**
 * Load figures for issue 15, in one run, beside their references (bench/load/README.md):
 *   static  nginx serving the same bytes as static files (the ceiling)
 *   nginx   the cluster through nginx (npm run start:cluster)
 *   replica one replica of that cluster, directly
 *   origin  one plain `npm start` (SQLite)
 * for /, a news detail, /api/v1/pages/by-url/home and /searchresult (wrk, Accept-Encoding: gzip), then rating
 * writes at a fixed rate against nginx, a replica and the origin, the time a publish takes to show on every
 * replica and through nginx, and a replica SIGKILLed mid-load. Every figure is printed with the load average:
 * on a shared machine the throughput says little.
 *
 *   npm run start:cluster            (PORT=41000 REPLICAS=2 ADMIN_EMAIL=… ADMIN_PASSWORD=…)
 *   TRUST_PROXY=1 PORT=41100 npm start   (another terminal: the plain origin; TRUST_PROXY=1 so that each rating
 *                                        may name its own address, as the replicas behind nginx do)
 *   node bench/load/run.mjs --nginx http://localhost:41000 --replicas http://localhost:41001,http://localhost:41002 \
 *     --origin http://localhost:41100 --email … --password … [--seconds 12] [--connections 20] [--no-kill]
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
const seconds = Number(arg('seconds', '12'))
const connections = Number(arg('connections', '20'))
const replicaPids = (arg('replica-pids') ?? '').split(',').filter(Boolean).map(Number)
if (!nginxUrl || replicaUrls.length === 0 || !originUrl) {
  console.error('usage: node bench/load/run.mjs --nginx URL --replicas URL,URL --origin URL [--email E --password P] (see the header)')
  process.exit(2)
}
const wrk = ensureBinary('wrk', () => ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => spawnSync('test', ['-x', p]).status === 0), ['wrk'])
const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ')
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const NEWS = '/news-details/khareef-season-preparations-completed'
const URLS = [
  ['/', '/'],
  ['/ar', '/ar'],
  ['news detail', NEWS],
  ['/api/v1/pages/by-url/home', '/api/v1/pages/by-url/home?languageId=2'],
  ['/searchresult', '/searchresult?q=salalah'],
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

async function login(base) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login failed on ${base}: HTTP ${response.status}`)
  return (await response.json()).token
}

let addressCounter = 0
const RATED_PAGE = 'home-page'

async function rating(base, pageName) {
  const n = ++addressCounter
  const started = performance.now()
  try {
    const response = await fetch(`${base}/PgTempRatingResult/add`, {
      method: 'POST',
      // No Origin header: a non-browser client (the endpoint refuses only a browser's cross-site request).
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ pageName, result: (n % 5) + 1, max: 5, visitorIp: 'unknown', sessionId: `session_${Date.now()}_load${n}` }),
    })
    await response.arrayBuffer()
    return { status: response.status, ms: performance.now() - started }
  } catch {
    return { status: 'network-error', ms: performance.now() - started }
  }
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
    // A published page of the seed (ratings name a real page since issue 16.7); each rating its own session.
    sent.push(rating(base, RATED_PAGE))
  }
  const results = await Promise.all(sent)
  const ms = results.map((r) => r.ms).sort((a, b) => a - b)
  const counts = {}
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1
  return { p50: ms[Math.floor(ms.length / 2)], p99: ms[Math.ceil(ms.length * 0.99) - 1], counts, load: `${before} → ${load()}` }
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

async function killDuringLoad() {
  if (replicaPids.length === 0) return 'skipped: pass --replica-pids (the next-server pids, e.g. from `ss -ltnp`) to kill one'
  const before = load()
  const run = spawn(wrk, ['-t2', `-c${connections}`, `-d${seconds}s`, '-H', 'Accept-Encoding: gzip', `${nginxUrl}/api/v1/pages/by-url/home?languageId=2`])
  let out = ''
  run.stdout.on('data', (chunk) => (out += chunk))
  // Ratings through nginx meanwhile: every acknowledged one must be stored.
  const ratings = ratingsAtRate(replicaUrls[replicaUrls.length - 1], 10, Math.max(1, seconds - 2))
  await sleep((seconds * 1000) / 3)
  process.kill(replicaPids[0], 'SIGKILL')
  await new Promise((resolve) => run.on('exit', resolve))
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const errors = /Socket errors: (.*)/.exec(out)?.[1] ?? 'none'
  const r = await ratings
  return `${requests} requests through nginx, ${non2xx} non-2xx (${((100 * non2xx) / Math.max(1, requests)).toFixed(3)}%), socket errors: ${errors}; ratings on the surviving replica: ${JSON.stringify(r.counts)}; load ${before} → ${load()}`
}

const table = []
console.log(`bench/load: wrk -t2 -c${connections} -d${seconds}s, ${os.cpus().length} CPUs, load average at start ${load()}`)
const ceiling = await startStaticCeiling()
try {
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
console.log('\nrating writes at 20/s for 10 s (p50 / p99, answers by status):')
for (const [target, base] of [['one replica', replicaUrls[0]], ['plain npm start', originUrl]]) {
  const r = await ratingsAtRate(base, 20, 10)
  console.log(`  ${target.padEnd(18)} p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${JSON.stringify(r.counts)}  load ${r.load}`)
}
if (email && password) console.log(`\npublish visible (API answer and page): ${(await publishVisibility()).join(', ')}`)
else console.log('\npublish visibility: skipped (pass --email and --password of an editor)')
if (!process.argv.includes('--no-kill')) console.log(`\none replica SIGKILLed mid-load: ${await killDuringLoad()}`)
console.log(`\nload average at the end: ${load()} (${new Date().toISOString()})`)
