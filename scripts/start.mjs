#!/usr/bin/env node
/**
 * `npm start`: the whole site on one machine with no set-up.
 *   1. database: migrate, seed on first run, first admin (scripts/setup.ts); meanwhile the build's compile half,
 *      when the sources changed since the last build
 *   2. the build's second half, rendering the pages from the database (a whole build when only content changed)
 *   3. serve on http://localhost:3000 (PORT to change)
 * A start with nothing changed since the last one (same code, same database, built) skips 1 and 2.
 * `node scripts/start.mjs --compile-only` runs the compile half alone and stops (the container image's build stage:
 * no database, no secrets); a later start on those same sources then only renders the pages (docs/deploy.md).
 * Local secrets are generated under ./data unless NODE_ENV=production is set, which means a real deployment:
 * then PAYLOAD_SECRET and IP_HASH_SALT must come from the environment.
 */
import nextEnv from '@next/env'
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { runTsxAsync } from './lib/run-tsx.mjs'

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js ${process.versions.node} is too old: this site needs Node.js 20.19 or newer (24 LTS recommended).`)
  process.exit(1)
}

nextEnv.loadEnvConfig(process.cwd()) // the same .env files Next.js and the scripts read
const deployment = process.env.NODE_ENV === 'production'
// No usage telemetry leaves a government site's servers.
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const dataDir = path.resolve(process.env.DATA_DIR || './data')
const step = (message) => console.log(`\n▶ ${message}`)
// The build and the setup run alone: no shared cache to fill (as scripts/cluster.mjs runs them). The server gets REDIS_URL.
const { REDIS_URL: _redis, ...aloneEnv } = process.env

const bin = (name) => path.resolve('node_modules/.bin', name)

/** A fingerprint of the files a build and the database schema depend on. */
function sourceHash() {
  const hash = createHash('sha256')
  const walk = (entry) => {
    if (!existsSync(entry)) return
    const stats = statSync(entry)
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry).sort()) walk(path.join(entry, child))
    } else {
      hash.update(entry).update(String(stats.size)).update(String(stats.mtimeMs))
    }
  }
  for (const entry of ['src', 'public', 'package-lock.json', 'next.config.ts', 'tsconfig.json']) walk(entry)
  return hash.digest('hex')
}
/** The sources, and the database they were prepared and built for. */
const sources = sourceHash()
const codeHash = () =>
  createHash('sha256')
    .update(sources)
    .update(dataDir)
    .update(process.env.DATABASE_URI ?? '')
    .digest('hex')

const readText = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')
const code = codeHash()
// Content the seed wrote outside the running site: the pages built from the old content must be rebuilt.
const buildKey = () => `${code}:${readText(path.join(dataDir, 'content-stamp'))}`
const buildStamp = path.join('.next', 'source-hash')
const isBuilt = () => existsSync(path.join('.next', 'BUILD_ID')) && readText(buildStamp) === buildKey()
// What the last successful database preparation was run for (this code, this database).
const setupStamp = path.join(dataDir, 'setup-stamp')
// A compile half made ahead of the database (--compile-only) for these sources: only the pages remain to render.
const compileStamp = path.join('.next', 'compile-hash')
const databaseUri = process.env.DATABASE_URI?.trim() || `file:${path.join(dataDir, 'dhofar.db')}`
const sqliteFile = databaseUri.startsWith('file:') ? databaseUri.slice('file:'.length) : undefined

/** `next build`, whole or one of its two halves; its lines are marked, since the database set-up may print beside it. */
function build(mode) {
  const args = ['build', ...(mode ? [`--experimental-build-mode=${mode}`] : [])]
  return new Promise((resolve) => {
    const child = spawn(bin('next'), args, { stdio: ['ignore', 'pipe', 'pipe'], env: aloneEnv })
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => line.trim() && console.log(`[build] ${line}`))
    }
    child.once('error', () => resolve(1))
    child.once('exit', (code) => resolve(code ?? 1))
  })
}

function failed(what, status) {
  console.error(`\n✖ ${what} failed (exit ${status}).`)
  process.exit(status || 1)
}

if (process.argv.includes('--compile-only')) {
  step('Compiling the site (its pages are rendered from the database at start)')
  rmSync(compileStamp, { force: true })
  const status = await build('compile')
  if (status !== 0) failed('Compiling the site', status)
  writeFileSync(compileStamp, sources)
  process.exit(0)
}

const started = Date.now()
const built = isBuilt()
// Nothing changed since a start that prepared this database and built this code: go straight to serving.
const upToDate = built && readText(setupStamp) === code && (!sqliteFile || existsSync(sqliteFile))
let compiled
if (upToDate) {
  step('The database and the build are up to date')
} else {
  step('Preparing the database (migrations, first-run seed, first administrator)')
  // The build's compile half needs no database: on a first start it runs while the database is seeded.
  const precompiled = !built && readText(compileStamp) === sources
  if (precompiled) {
    step('The site was compiled ahead (its pages are rendered once the database is ready)')
    compiled = Promise.resolve(0)
  } else if (!built) {
    step('Compiling the site meanwhile (about a minute on two cores)')
    // Cached reads of a previous build may describe another database's content: start from none.
    rmSync(path.join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
    compiled = build('compile')
  }
  // Setup runs in development mode on a local install so that env.ts creates ./data/secrets.json when needed.
  const setupStatus = await runTsxAsync('scripts/setup.ts', [], { ...aloneEnv, NODE_ENV: deployment ? 'production' : 'development' })
  if (setupStatus !== 0) failed('Preparing the database', setupStatus)
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(setupStamp, code)
  if (compiled) {
    const status = await compiled
    if (status !== 0) failed('Compiling the site', status)
  }
  if (isBuilt()) {
    step('The build is up to date')
  } else {
    step(compiled ? 'Rendering the pages from the database' : 'Building the site (about a minute on two cores)')
    const status = compiled ? await build('generate') : await build()
    if (status !== 0) failed('Building the site', status)
    writeFileSync(buildStamp, buildKey())
    // Rendered: a later change to the content rebuilds the whole site, as it does for a build made here.
    rmSync(compileStamp, { force: true })
  }
}

const port = process.env.PORT ?? '3000'
step(`Serving on http://localhost:${port}  (admin: http://localhost:${port}/admin)  Ctrl+C stops it.`)
console.log(`  ready to start in ${((Date.now() - started) / 1000).toFixed(0)} s`)
// Next's request handler behind the origin's response cache (scripts/serve.mjs, ADR 0029).
const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', port], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
