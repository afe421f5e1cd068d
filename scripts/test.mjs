#!/usr/bin/env node
/**
 * `npm test`: every suite, in order, on throwaway databases (the site's own ./data is never touched):
 *   lint · typecheck · unit · integration on SQLite · integration on PostgreSQL · end-to-end in Chromium.
 * `npm test -- unit int e2e` runs only the named steps (lint, types, unit, int, pg, e2e, cluster).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ensureChromium } from './lib/chromium.mjs'
import { findPostgresBin, startThrowawayPostgres } from './lib/postgres.mjs'
import { runTsx } from './lib/run-tsx.mjs'
import { findRedisServer } from './lib/services.mjs'

const bin = (name) => path.resolve('node_modules/.bin', name)
// No usage telemetry leaves a government site's servers.
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const wanted = process.argv.slice(2)
const runs = (name) => wanted.length === 0 || wanted.includes(name)
const results = []
const cleanups = []

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`)
  const started = Date.now()
  const merged = { ...process.env, ...env }
  const status =
    command === bin('tsx') ? runTsx(args[0], args.slice(1), merged) : spawnSync(command, args, { stdio: 'inherit', env: merged }).status
  const ok = status === 0
  results.push({ label, ok, seconds: (Date.now() - started) / 1000 })
  return ok
}

function tempDataDir(name) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `dhofar-${name}-`))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Test databases are seeded with small images: the same content, a fraction of the time. */
const seedEnv = { SEED_IMAGE_SCALE: '0.25' }

function integration(label, env) {
  const setupOk = run(`${label}: migrate and seed`, bin('tsx'), ['scripts/setup.ts'], { ...seedEnv, ...env, NODE_ENV: 'test' })
  if (setupOk) run(label, bin('vitest'), ['run', '--project', 'integration'], { ...seedEnv, ...env, NODE_ENV: 'test' })
}

/** Two replicas on PostgreSQL + Redis: a publish on one is served by the other, a rate limit counts across both. */
function clusterStep() {
  const label = 'cluster: two replicas on PostgreSQL and Redis (tests/cluster/run.mjs)'
  const missing = [findRedisServer() ? null : 'redis-server (apt-get install -y redis-server)', findPostgresBin() ? null : 'PostgreSQL (apt-get install -y postgresql)'].filter(Boolean)
  if (missing.length > 0) {
    const message = `missing ${missing.join(' and ')}`
    if (process.env.CI) {
      console.error(`\n━━ ${label}: ${message} ━━`)
      results.push({ label, ok: false, seconds: 0 })
    } else {
      console.warn(`\n━━ ${label}: SKIPPED ━━\n${message}`)
    }
    return
  }
  run(label, process.execPath, ['tests/cluster/run.mjs'])
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return true
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

/**
 * The e2e step's weather provider: a local fake (tests/e2e/support/fake-weather.mjs says which places answer and
 * which fail) on a free 127.0.0.1 port, up for the whole step, since the build renders the season pages with it.
 * It runs in a process of its own: the steps below run synchronously and would stall a server in this one.
 */
function startFakeWeather() {
  const child = spawn(process.execPath, ['tests/e2e/support/fake-weather.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] })
  cleanups.unshift(() => child.kill('SIGTERM'))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the fake weather provider stopped (exit code ${code})`)))
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()))
  })
}

async function endToEnd() {
  let chromium
  try {
    chromium = ensureChromium()
  } catch (error) {
    console.error(`\n${error.message}`)
    results.push({ label: 'end-to-end (Chromium)', ok: false, seconds: 0 })
    return
  }
  const dataDir = tempDataDir('e2e')
  const port = await freePort()
  const weatherUrl = await startFakeWeather()
  // E2E_DIST_DIR lets several checkouts' test runs build side by side; PLAYWRIGHT_ARGS narrows the run.
  const distDir = process.env.E2E_DIST_DIR || '.next-test'
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URI: `file:${dataDir}/dhofar.db`,
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: 'e2e-admin@example.com',
    ADMIN_PASSWORD: 'E2e-admin-password-1',
    WEATHER_URL: weatherUrl, // the local fake provider; the suite reads it too, to ask the fake what it served
    GEOCODER_URL: '',
    MAP_TILE_URL: '', // no tile layer: tiles are a third-party host (docs/decisions/0006-maps.md)
    E2E_FIXTURES: '1', // the test-only pages under src/app/(site)/[locale]/dev
  }
  if (!run('e2e: migrate and seed', bin('tsx'), ['scripts/setup.ts'], { ...seedEnv, ...env, NODE_ENV: 'development' })) return
  rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  if (!run('e2e: production build', bin('next'), ['build'], env)) return
  console.log(`\n━━ e2e: starting the site on port ${port} ━━`)
  const server = spawn(bin('next'), ['start', '-p', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    detached: true,
  })
  cleanups.unshift(() => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  })
  if (!(await waitFor(`http://localhost:${port}/`, 90))) {
    results.push({ label: 'e2e: server start', ok: false, seconds: 90 })
    return
  }
  const extra = (process.env.PLAYWRIGHT_ARGS ?? '').split(' ').filter(Boolean)
  run('end-to-end (Playwright, Chromium)', bin('playwright'), ['test', ...extra], {
    ...env,
    E2E_BASE_URL: `http://localhost:${port}`,
    CHROMIUM_PATH: chromium,
  })
}

// Nothing a test does may touch the site's own data: even the unit tests' env gets a folder of its own.
process.env.DATA_DIR = tempDataDir('unit')

try {
  if (runs('lint')) run('lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0'])
  if (runs('types')) {
    // Route types left by an earlier test build may describe routes that no longer exist.
    rmSync(path.join(process.env.E2E_DIST_DIR || '.next-test', 'types'), { recursive: true, force: true })
    run('typecheck (tsc)', bin('tsc'), ['--noEmit'])
  }
  if (runs('unit')) run('unit tests (Vitest)', bin('vitest'), ['run', '--project', 'unit'])
  if (runs('int')) {
    const dataDir = tempDataDir('int')
    integration('integration tests on SQLite (Vitest)', { DATA_DIR: dataDir, DATABASE_URI: `file:${dataDir}/dhofar.db` })
  }
  if (runs('pg')) {
    if (!findPostgresBin()) {
      const message = 'PostgreSQL server binaries not found (initdb, pg_ctl): install them with apt-get install -y postgresql'
      if (process.env.CI) {
        console.error(message)
        results.push({ label: 'integration tests on PostgreSQL', ok: false, seconds: 0 })
      } else {
        console.warn(`\n━━ integration tests on PostgreSQL: SKIPPED ━━\n${message}`)
      }
    } else {
      const pg = await startThrowawayPostgres()
      cleanups.push(pg.stop)
      integration('integration tests on PostgreSQL (Vitest)', { DATA_DIR: tempDataDir('pg'), DATABASE_URI: pg.uri })
    }
  }
  if (runs('e2e')) await endToEnd()
  if (runs('cluster')) clusterStep()
} finally {
  for (const cleanup of cleanups) cleanup()
}

console.log('\n━━ summary ━━')
for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.label} (${r.seconds.toFixed(0)} s)`)
const failed = results.filter((r) => !r.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
