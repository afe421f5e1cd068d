#!/usr/bin/env node
/**
 * `npm test`: every suite on throwaway databases (the site's own ./data is never touched):
 *   lint · typecheck · unit · integration on SQLite · integration on PostgreSQL · end-to-end in Chromium.
 * `npm test -- unit int e2e` runs only the named steps (lint, types, unit, int, pg, e2e, cluster, container).
 *
 * What keeps it short on two cores (README, "How long the tests take"):
 * - lint and typecheck (one core each) run side by side;
 * - SQLite is migrated and seeded once, into a template folder that the integration and end-to-end steps each copy;
 * - the end-to-end step's production build starts as soon as that template exists and runs while the integration
 *   suites do (its output goes to a log file, printed when it ends), the PostgreSQL pass beside the SQLite one;
 * - the build checks no types (the typecheck step does), and Playwright runs the phone size only for @phone tests.
 * Each step's time is printed as it ends and in the summary.
 * - the cluster test (two replicas on PostgreSQL and Redis) serves the e2e step's build instead of building again.
 * - the container test (the Dockerfile's image built and run with podman) runs in the background from the start: its
 *   first minutes are downloads and unpacking, and it needs neither the template nor the e2e build.
 */
import { spawn } from 'node:child_process'
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { startOtlpReceiver } from '../tests/e2e/support/otlp-receiver.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { findPostgresBin, startThrowawayPostgres } from './lib/postgres.mjs'
import { runTsxAsync, UNSETTLED_TOP_LEVEL_AWAIT, withLexicalBuild } from './lib/run-tsx.mjs'
import { aptInstall, ensureBinary, findNginx, findRedisServer, findXmllint, missingContainerTools } from './lib/services.mjs'

const bin = (name) => path.resolve('node_modules/.bin', name)
// No usage telemetry leaves a government site's servers.
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const wanted = process.argv.slice(2)
const runs = (name) => wanted.length === 0 || wanted.includes(name)
const results = []
const cleanups = []
const startedAt = Date.now()

const seconds = (since) => (Date.now() - since) / 1000
function record(label, ok, since) {
  results.push({ label, ok, seconds: seconds(since) })
  console.log(`${ok ? '✔' : '✖'} ${label} (${seconds(since).toFixed(0)} s)`)
  return ok
}

/**
 * A step in the foreground, its output on the terminal. Asynchronous, so that what runs in the background (the
 * e2e build, the fake weather provider) goes on meanwhile.
 */
async function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`)
  const started = Date.now()
  const merged = { ...process.env, ...env }
  const output = []
  const status =
    command === bin('tsx')
      ? await runTsxAsync(args[0], args.slice(1), merged)
      : await new Promise((resolve) => {
          // Shown as it comes and kept, so that a failure's report can be repeated under the summary.
          const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: merged })
          child.stdout.on('data', (chunk) => (process.stdout.write(chunk), output.push(chunk)))
          child.stderr.on('data', (chunk) => (process.stderr.write(chunk), output.push(chunk)))
          child.once('error', () => resolve(1))
          // The exit, then what is left in the pipes; not their closing alone, which a lingering grandchild that
          // inherited them could put off for ever.
          child.once('exit', (code) => {
            const done = () => resolve(code ?? 1)
            const timer = setTimeout(done, 2000)
            child.once('close', () => (clearTimeout(timer), done()))
          })
        })
  const ok = record(label, status === 0, started)
  if (!ok) results.at(-1).report = failureReport(Buffer.concat(output).toString('utf8'))
  return ok
}

/**
 * What to repeat under the summary when a step fails: CI logs often keep only the end of a long run, so the
 * failures must be there too. Vitest's "Failed Tests" block when there is one, else the step's last lines.
 */
function failureReport(text, limit = 150) {
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  const vitest = lines.findIndex((line) => /Failed Tests? \d+/.test(line))
  const from = vitest >= 0 ? vitest : Math.max(0, lines.length - limit)
  const picked = lines.slice(from, from + limit)
  return picked.join('\n').trimEnd()
}

/**
 * A step in the background: its output goes to a file, printed when it ends (not interleaved with the foreground
 * step's). Resolves to whether it passed.
 */
function runInBackground(label, command, args, env = {}) {
  const log = path.join(tempDir('log'), 'output.log')
  const started = Date.now()
  console.log(`\n━━ ${label}: started in the background ━━`)
  // A TypeScript script runs as runTsxAsync runs it: Lexical's plain builds, again if it stalls at import.
  const tsx = command === bin('tsx')
  const merged = { ...process.env, ...env }
  const once = () =>
    new Promise((resolve) => {
      const fd = openSync(log, 'a')
      const child = spawn(command, args, { stdio: ['ignore', fd, fd], env: tsx ? withLexicalBuild(merged) : merged })
      closeSync(fd)
      child.once('error', () => resolve(1))
      child.once('exit', (code) => resolve(code ?? 1))
    })
  return (async () => {
    let code = await once()
    for (let attempt = 1; tsx && code === UNSETTLED_TOP_LEVEL_AWAIT && attempt < 5; attempt++) code = await once()
    const output = readFileSync(log, 'utf8').trimEnd()
    console.log(`\n━━ ${label} ━━\n${output}`)
    const ok = record(label, code === 0, started)
    if (!ok) results.at(-1).report = failureReport(output)
    return ok
  })()
}

function tempDir(name) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `dhofar-${name}-`))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A throwaway SQLite database folder: the template's copy when there is one. */
function sqliteEnv(name, template) {
  const dir = tempDir(name)
  if (template) cpSync(template, dir, { recursive: true })
  return { DATA_DIR: dir, DATABASE_URI: `file:${dir}/dhofar.db` }
}

/**
 * Test databases are seeded with small images (the same content, a fraction of the time), and with the e2e suite's
 * administrator, so every copy of the template can log in to the admin.
 */
const seedEnv = {
  SEED_IMAGE_SCALE: '0.25',
  ADMIN_EMAIL: 'e2e-admin@example.com',
  ADMIN_PASSWORD: 'E2e-admin-password-1',
  NODE_ENV: 'test',
}

/** Migrates and seeds SQLite once; returns the template folder, or undefined when that failed. */
async function sqliteTemplate() {
  const env = sqliteEnv('template')
  const ok = await run('SQLite: migrate and seed once (each suite gets a copy)', bin('tsx'), ['scripts/setup.ts'], { ...seedEnv, ...env })
  return ok ? env.DATA_DIR : undefined
}

/**
 * Two replicas on PostgreSQL + Redis: a publish on one is served by the other, a rate limit counts across both, and
 * behind nginx with TLS the MDN HTTP Observatory grades them A+.
 */
async function clusterStep(build) {
  // The nginx configuration first, in front of a stand-in replica (seconds, no build): formats and headers.
  const nginxLabel = 'cluster: the nginx configuration (tests/cluster/nginx.mjs)'
  if (findNginx() || process.getuid?.() === 0 || process.env.CI) await run(nginxLabel, process.execPath, ['tests/cluster/nginx.mjs'])
  else console.warn(`\n━━ ${nginxLabel}: SKIPPED ━━\nmissing nginx (apt-get install -y nginx)`)
  const label = 'cluster: two replicas on PostgreSQL and Redis (tests/cluster/run.mjs)'
  // nginx too: the replicas are graded over HTTPS through it (tests/cluster/https.mjs).
  const missing = [findRedisServer() ? null : 'redis-server (apt-get install -y redis-server)', findPostgresBin() ? null : 'PostgreSQL (apt-get install -y postgresql)', findNginx() ? null : 'nginx (apt-get install -y nginx)'].filter(Boolean)
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
  // The e2e step's build, when it made one: the same code, served here on PostgreSQL (KEEP_BUILD keeps it).
  await run(label, process.execPath, ['tests/cluster/run.mjs'], build ? { KEEP_BUILD: build } : {})
}

/**
 * The site's image (Dockerfile) built from a base made of Debian's packages, run on a volume, checked, and started
 * again as a new container on the same volume (tests/container/run.mjs). In the background; skipped without podman.
 */
function containerStep() {
  const label = 'container: the image built, run and started again (tests/container/run.mjs)'
  let missing = missingContainerTools()
  // As root on Debian, installed like the other tools the suite needs (scripts/lib/services.mjs).
  if (missing.length > 0 && aptInstall(['podman', 'runc', 'mmdebstrap', 'uidmap'])) missing = missingContainerTools()
  if (missing.length > 0) {
    const message = `missing ${missing.join(', ')} (apt-get install -y podman runc mmdebstrap uidmap)`
    if (process.env.CI) {
      console.error(`\n━━ ${label}: ${message} ━━`)
      results.push({ label, ok: false, seconds: 0 })
    } else {
      console.warn(`\n━━ ${label}: SKIPPED ━━\n${message}`)
    }
    return undefined
  }
  return runInBackground(label, process.execPath, ['tests/container/run.mjs'])
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

/**
 * The first half of the e2e step, started early: a copy of the database, the fake weather provider and the
 * production build (in the background). Resolves to what the second half needs, or undefined when it failed.
 */
async function prepareEndToEnd(template) {
  const database = sqliteEnv('e2e', template)
  const port = await freePort()
  const weatherUrl = await startFakeWeather()
  // E2E_DIST_DIR lets several checkouts' test runs build side by side.
  const distDir = process.env.E2E_DIST_DIR || '.next-test'
  const env = {
    ...database,
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: seedEnv.ADMIN_EMAIL,
    ADMIN_PASSWORD: seedEnv.ADMIN_PASSWORD,
    WEATHER_URL: weatherUrl, // the local fake provider; the suite reads it too, to ask the fake what it served
    GEOCODER_URL: '',
    MAP_TILE_URL: '', // no tile layer: tiles are a third-party host (docs/decisions/0006-maps.md)
    E2E_FIXTURES: '1', // the test-only pages under src/app/(site)/[locale]/dev
  }
  // Cached reads of an earlier build describe another database; route types may describe routes that are gone.
  rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  const built = await runInBackground('e2e: production build', bin('next'), ['build'], env)
  return built ? { env, port } : undefined
}

/** A copy of a build folder, removed at the end: a second server's own page cache. */
function copyBuild(distDir) {
  const copy = `${distDir}-mutating`
  rmSync(copy, { recursive: true, force: true })
  cpSync(distDir, copy, { recursive: true })
  cleanups.push(() => rmSync(copy, { recursive: true, force: true }))
  return copy
}

/**
 * The server `npm start` runs (scripts/serve.mjs: Next behind the origin's response cache) on `port`, its output on
 * the terminal; `ready` resolves to whether it answers within 90 s, `stop()` once it has exited.
 */
function startSite(env, port) {
  console.log(`\n━━ e2e: starting the site on port ${port} (${env.DATA_DIR}) ━━`)
  const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // The request log (a line per request) would bury the suite's own output: failures only.
    env: { LOG_LEVEL: 'warn', ...process.env, ...env, NODE_ENV: 'production' },
    detached: true,
  })
  const kill = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  cleanups.unshift(kill)
  const stop = () => {
    kill()
    return new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()))
  }
  return { ready: waitFor(`http://localhost:${port}/`, 90), stop }
}

async function endToEnd(prepared) {
  let chromium
  try {
    chromium = ensureChromium({ headless: true })
  } catch (error) {
    console.error(`\n${error.message}`)
    results.push({ label: 'end-to-end (Chromium)', ok: false, seconds: 0 })
    return
  }
  // The sitemap schema check (tests/e2e/seo.spec.ts) runs xmllint: installed as root on Debian, else that test says so.
  try {
    ensureBinary('xmllint (the sitemap schema check)', findXmllint, ['libxml2-utils'])
  } catch (error) {
    console.warn(`\n${error.message}`)
  }
  const setup = await prepared.catch((error) => {
    console.error(`\n${error.message}`)
    results.push({ label: 'e2e: preparation', ok: false, seconds: 0 })
  })
  if (!setup) return
  const { env, port } = setup
  // The build's first-load JavaScript per template against its budget (bench/lighthouse/templates.ts, ADR 0012).
  await run('first-load JavaScript budget (the e2e build)', bin('tsx'), ['scripts/check-js-budget.ts', env.NEXT_DIST_DIR])
  // Two servers of the one build: one for the tests that only read, one with a database and build folder of its own
  // for the `@mutates` tests, which therefore run beside the others instead of after them (their waits for real
  // time, an alert's end or a schedule's minute, no longer add to the step). Next's page cache is files in the build
  // folder, hence the copy.
  // The second server also exports its traces to a local OTLP receiver, which tests/e2e/traces.spec.ts (tagged
  // `@traced`, run by the `mutating` project) reads: tracing costs that one server, not the busy one.
  const receiver = await startOtlpReceiver()
  cleanups.unshift(() => void receiver.close())
  const mutating = {
    ...env,
    ...sqliteEnv('e2e-mutating', env.DATA_DIR),
    NEXT_DIST_DIR: copyBuild(env.NEXT_DIST_DIR),
    SITE_URL: `http://localhost:${await freePort()}`,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
  }
  const started = Date.now()
  const sites = [startSite(env, port), startSite(mutating, Number(new URL(mutating.SITE_URL).port))]
  const up = await Promise.all(sites.map((site) => site.ready))
  if (up.includes(false)) {
    record('e2e: server start', false, started)
    return
  }
  // PLAYWRIGHT_ARGS narrows the run (e.g. one spec file, or --repeat-each).
  const extra = (process.env.PLAYWRIGHT_ARGS ?? '').split(' ').filter(Boolean)
  await run('end-to-end (Playwright, Chromium)', bin('playwright'), ['test', ...extra], {
    ...env,
    E2E_BASE_URL: `http://localhost:${port}`,
    E2E_MUTATING_BASE_URL: mutating.SITE_URL,
    E2E_OTLP_RECEIVER_URL: receiver.url,
    CHROMIUM_PATH: chromium,
  })
  // Stopped now, so that a later step may serve the same build.
  await Promise.all(sites.map((site) => site.stop()))
  return env.NEXT_DIST_DIR
}

const INTEGRATION_ARGS = ['run', '--project', 'integration', '--project', 'integration-isolated']

/** Migrates and seeds a throwaway PostgreSQL, then runs the integration suite on it; skipped without the binaries. */
async function postgresPass() {
  if (!findPostgresBin()) {
    const message = 'PostgreSQL server binaries not found (initdb, pg_ctl): install them with apt-get install -y postgresql'
    if (process.env.CI) {
      console.error(message)
      results.push({ label: 'integration tests on PostgreSQL', ok: false, seconds: 0 })
    } else {
      console.warn(`\n━━ integration tests on PostgreSQL: SKIPPED ━━\n${message}`)
    }
    return
  }
  const pg = await startThrowawayPostgres()
  cleanups.push(pg.stop)
  const env = { ...seedEnv, DATA_DIR: tempDir('pg'), DATABASE_URI: pg.uri }
  if (await runInBackground('PostgreSQL: migrate and seed', bin('tsx'), ['scripts/setup.ts'], env)) {
    await runInBackground('integration tests on PostgreSQL (Vitest)', bin('vitest'), INTEGRATION_ARGS, env)
  }
}

// Nothing a test does may touch the site's own data: even the unit tests' env gets a folder of its own.
process.env.DATA_DIR = tempDir('unit')

try {
  const containerDone = runs('container') ? containerStep() : undefined
  const checks = []
  if (runs('lint')) checks.push(runInBackground('lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0']))
  if (runs('types')) {
    // Route types left by an earlier test build may describe routes that no longer exist.
    rmSync(path.join(process.env.E2E_DIST_DIR || '.next-test', 'types'), { recursive: true, force: true })
    checks.push(runInBackground('typecheck (tsc)', bin('tsc'), ['--noEmit']))
  }
  await Promise.all(checks)
  if (runs('unit')) await run('unit tests (Vitest)', bin('vitest'), ['run', '--project', 'unit'])

  const template = runs('int') || runs('e2e') ? await sqliteTemplate() : undefined
  if (!template && (runs('int') || runs('e2e'))) results.push({ label: 'integration and end-to-end tests', ok: false, seconds: 0 })
  // Started now, awaited after the integration suites: the build runs while they do.
  const endToEndReady = runs('e2e') && template ? prepareEndToEnd(template) : undefined
  endToEndReady?.catch(() => {}) // reported by endToEnd(), which awaits it

  // The PostgreSQL pass runs beside the SQLite one and the build (its output printed when it ends): each of the
  // three leaves a core partly idle on its own (one test file at a time, the build's single-threaded phases).
  const postgresDone = runs('pg') ? postgresPass() : undefined
  if (runs('int') && template) {
    await run('integration tests on SQLite (Vitest)', bin('vitest'), INTEGRATION_ARGS, {
      ...seedEnv,
      ...sqliteEnv('int', template),
    })
  }
  await postgresDone
  const endToEndBuild = endToEndReady ? await endToEnd(endToEndReady) : undefined
  if (runs('cluster')) await clusterStep(endToEndBuild)
  await containerDone
} finally {
  for (const cleanup of cleanups) cleanup()
}

for (const r of results.filter((r) => r.report)) console.log(`\n━━ what failed in: ${r.label} ━━\n${r.report}`)
console.log('\n━━ summary ━━')
for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.label} (${r.seconds.toFixed(0)} s)`)
console.log(`all steps: ${(seconds(startedAt) / 60).toFixed(1)} min (some run side by side)`)
const failed = results.filter((r) => !r.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
