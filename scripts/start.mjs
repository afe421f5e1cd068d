#!/usr/bin/env node
/**
 * `npm start`: the whole site on one machine with no set-up.
 *   1. database: migrate, seed on first run, first admin (scripts/setup.ts)
 *   2. build, when the sources changed since the last build
 *   3. serve on http://localhost:3000 (PORT to change)
 * Local secrets are generated under ./data unless NODE_ENV=production is set, which means a real deployment:
 * then PAYLOAD_SECRET and IP_HASH_SALT must come from the environment.
 */
import nextEnv from '@next/env'
import { spawnSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { runTsx } from './lib/run-tsx.mjs'

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

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
}

const bin = (name) => path.resolve('node_modules/.bin', name)

step('Preparing the database (migrations, first-run seed, first administrator)')
// Setup runs in development mode on a local install so that env.ts creates ./data/secrets.json when needed.
const setupStatus = runTsx('scripts/setup.ts', [], { ...process.env, NODE_ENV: deployment ? 'production' : 'development' })
if (setupStatus !== 0) {
  console.error(`\n✖ Preparing the database failed (exit ${setupStatus}).`)
  process.exit(setupStatus)
}

/** A fingerprint of everything the build depends on. */
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
  // Content the seed wrote outside the running site: the pages built from the old content must be rebuilt.
  const stamp = path.join(dataDir, 'content-stamp')
  if (existsSync(stamp)) hash.update(readFileSync(stamp))
  hash.update(dataDir)
  return hash.digest('hex')
}

const stamp = path.join('.next', 'source-hash')
const current = sourceHash()
const built = existsSync(path.join('.next', 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current
if (built) {
  step('The build is up to date')
} else {
  step('Building the site (about a minute on two cores)')
  // Cached reads of a previous build may describe another database's content: start from none.
  rmSync(path.join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  run(bin('next'), ['build'])
  writeFileSync(stamp, current)
}

const port = process.env.PORT ?? '3000'
step(`Serving on http://localhost:${port}  (admin: http://localhost:${port}/admin)  Ctrl+C stops it.`)
const server = spawn(bin('next'), ['start', '-p', port], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
