#!/usr/bin/env node
/**
 * `npm run start:cluster`: on this machine, what a deployment runs on several (docs/deploy.md):
 *   PostgreSQL (data in DATA_DIR/cluster/postgres; or DATABASE_URI when it is a postgres:// URL you provide),
 *   Redis (redis-server; or REDIS_URL when you provide one), REPLICAS Next servers (default 2) on loopback ports
 *   PORT+1 … PORT+REPLICAS, and nginx on PORT (default 3000) in front with deploy/nginx/dhofar.conf.template.
 * With TLS_CERT and TLS_KEY (PEM files), nginx serves HTTPS on TLS_PORT (default 443) and plain HTTP on PORT only
 * answers ACME challenges and redirects to it; SITE_URL then defaults to the https address (Secure cookies).
 * It migrates and seeds like `npm start` (ADMIN_EMAIL/ADMIN_PASSWORD honoured), builds into .next-cluster when
 * the sources changed, restarts a replica that dies, and stops everything on Ctrl+C.
 */
import nextEnv from '@next/env'
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { runTsx } from './lib/run-tsx.mjs'
import { DEFAULT_SERVER_NAMES, freePort, portIsFree, startNginx, startPostgres, startRedis, waitForPort } from './lib/services.mjs'

nextEnv.loadEnvConfig(process.cwd())
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const deployment = process.env.NODE_ENV === 'production'
const dataDir = path.resolve(process.env.DATA_DIR || './data')
const clusterDir = path.join(dataDir, 'cluster')
const port = Number(process.env.PORT ?? 3000)
const replicas = Number(process.env.REPLICAS ?? 2)
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 32) {
  console.error('REPLICAS must be a whole number from 1 to 32.')
  process.exit(1)
}
const distDir = process.env.NEXT_DIST_DIR || '.next-cluster'
const tls = process.env.TLS_CERT || process.env.TLS_KEY
  ? { cert: path.resolve(process.env.TLS_CERT ?? ''), key: path.resolve(process.env.TLS_KEY ?? ''), port: Number(process.env.TLS_PORT || 443) }
  : undefined
if (tls && !(existsSync(tls.cert) && existsSync(tls.key))) {
  console.error('TLS_CERT and TLS_KEY go together and must name readable PEM files (the certificate chain and its key).')
  process.exit(1)
}
const siteUrl = process.env.SITE_URL ?? (tls ? `https://localhost${tls.port === 443 ? '' : `:${tls.port}`}` : `http://localhost:${port}`)
const step = (message) => console.log(`\n▶ ${message}`)

const stops = [] // last started, first stopped
let stopping = false
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  console.log('\n▶ Stopping nginx, the replicas, Redis and PostgreSQL')
  for (const stop of stops.reverse()) {
    try {
      stop()
    } catch (error) {
      console.error(error instanceof Error ? error.message : error)
    }
  }
  setTimeout(() => process.exit(code), 1500).unref()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0))
function fail(message) {
  console.error(`\n✖ ${message}`)
  stopAll(1)
  setTimeout(() => process.exit(1), 2000)
}

try {
  for (const p of [port, ...(tls ? [tls.port] : []), ...Array.from({ length: replicas }, (_, i) => port + 1 + i)]) {
    if (!(await portIsFree(p))) throw new Error(`port ${p} is taken: choose another PORT or TLS_PORT (replicas use PORT+1 … PORT+REPLICAS).`)
  }

  let databaseUri = process.env.DATABASE_URI
  if (!/^postgres(ql)?:\/\//.test(databaseUri ?? '')) {
    step(`Starting PostgreSQL (data in ${path.relative(process.cwd(), clusterDir) || '.'}/postgres)`)
    const pg = startPostgres(path.join(clusterDir, 'postgres'), Number(process.env.PG_PORT ?? (await freePort())))
    stops.push(pg.stop)
    databaseUri = pg.uri
  }
  let redisUrl = process.env.REDIS_URL
  if (!redisUrl) {
    step('Starting Redis')
    const redisPort = Number(process.env.REDIS_PORT ?? (await freePort()))
    const redis = startRedis(path.join(clusterDir, 'redis'), redisPort)
    stops.push(redis.stop)
    await waitForPort(redisPort)
    redisUrl = redis.url
  }

  const base = { ...process.env, DATABASE_URI: databaseUri, NEXT_DIST_DIR: distDir }
  delete base.REDIS_URL // the build and the setup run alone: no shared cache to fill

  step('Preparing the database (migrations, first-run seed, first administrator)')
  const setup = runTsx('scripts/setup.ts', [], { ...base, NODE_ENV: deployment ? 'production' : 'development' })
  if (setup !== 0) throw new Error(`preparing the database failed (exit ${setup})`)

  const hash = createHash('sha256')
  const walk = (entry) => {
    if (!existsSync(entry)) return
    const stats = statSync(entry)
    if (stats.isDirectory()) for (const child of readdirSync(entry).sort()) walk(path.join(entry, child))
    else hash.update(entry).update(String(stats.size)).update(String(stats.mtimeMs))
  }
  for (const entry of ['src', 'public', 'package-lock.json', 'next.config.ts', 'tsconfig.json']) walk(entry)
  // With REDIS_URL the replicas render pages into the shared cache on first request: the build's pre-rendered
  // copies are not served, so a build is tied to the sources only.
  const current = hash.digest('hex')
  const stamp = path.join(distDir, 'source-hash')
  if (existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current) {
    step('The build is up to date')
  } else {
    step(`Building the site into ${distDir} (a few minutes on two cores)`)
    rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    const built = spawnSync(path.resolve('node_modules/.bin/next'), ['build'], { stdio: 'inherit', env: base })
    if (built.status !== 0) throw new Error(`next build failed (exit ${built.status ?? built.signal})`)
    writeFileSync(stamp, current)
  }

  const replicaPorts = Array.from({ length: replicas }, (_, i) => port + 1 + i)
  // nginx, on this machine, is the one proxy: the replicas listen on loopback only and believe it alone (docs/deploy.md).
  const replicaEnv = { ...base, REDIS_URL: redisUrl, TRUST_PROXY: '1', TRUSTED_PROXIES: '127.0.0.1', HOST: 'localhost', SITE_URL: siteUrl }
  step(`Starting ${replicas} Next server${replicas > 1 ? 's' : ''} on ports ${replicaPorts.join(', ')}`)
  const children = new Map()
  // Each replica's metrics on a port of its own: METRICS_PORT for the first, the next ports for the others.
  const metricsPort = (p) => (base.METRICS_PORT ? String(Number(base.METRICS_PORT) + replicaPorts.indexOf(p)) : '')
  const startReplica = (p) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(p)], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...replicaEnv, PORT: String(p), METRICS_PORT: metricsPort(p) },
    })
    children.set(p, child)
    child.on('exit', (code, signal) => {
      if (stopping) return
      console.error(`replica on port ${p} stopped (${signal ?? `exit ${code}`}): starting it again in 1 s`)
      setTimeout(() => !stopping && startReplica(p), 1000)
    })
  }
  for (const p of replicaPorts) startReplica(p)
  stops.push(() => {
    for (const child of children.values()) child.kill('SIGTERM')
  })
  await Promise.all(replicaPorts.map((p) => waitForPort(p, 120_000)))

  step('Starting nginx')
  // The site's own host name, and the loopback names it is reached by on this machine: nginx refuses any other.
  const serverNames = [new URL(siteUrl).hostname, ...DEFAULT_SERVER_NAMES]
  const nginx = startNginx(path.join(clusterDir, 'nginx'), { port, upstreams: replicaPorts, tls, serverNames })
  stops.push(nginx.stop)
  nginx.child.on('exit', (code) => !stopping && fail(`nginx stopped (exit ${code})`))
  await waitForPort(tls?.port ?? port)
  const served = tls ? `https://localhost:${tls.port}` : `http://localhost:${port}`
  step(`Serving on ${served} through nginx${tls ? ` (http://localhost:${port} redirects to it)` : ''}, SITE_URL ${siteUrl} (admin: ${served}/admin)  Ctrl+C stops it all.`)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
