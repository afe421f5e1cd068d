/**
 * A throwaway production server for the rating benchmarks, prepared the way scripts/test.mjs prepares the e2e one:
 * a fresh DATA_DIR migrated and seeded with small pictures, `next build` into .next-bench (so the build `npm start`
 * serves is never replaced), then `next start` bound to 127.0.0.1 on a free port. TRUST_PROXY=1 lets the benchmark
 * spread its requests over many X-Forwarded-For addresses, i.e. many rate-limit buckets, as real visitors would.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { runTsx } from '../../scripts/lib/run-tsx.mjs'

const bin = (name: string) => path.resolve('node_modules/.bin', name)
const DIST_DIR = '.next-bench'
export const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-password-1' }

export type BenchSite = { url: string; env: NodeJS.ProcessEnv; dataDir: string }

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function step(label: string, run: () => number | null) {
  console.log(`\n── ${label} ──`)
  const status = run()
  if (status !== 0) throw new Error(`${label} failed (exit ${status})`)
}

/** Migrates and seeds a new data folder; builds unless `reuseBuild` and a build exists. */
export async function prepareSite({ reuseBuild }: { reuseBuild: boolean }): Promise<BenchSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URI: `file:${dataDir}/dhofar.db`,
    NEXT_DIST_DIR: DIST_DIR,
    SITE_URL: url,
    TRUST_PROXY: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEATHER_URL: '',
    GEOCODER_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  try {
    // runTsx starts setup again when Payload's module loading deadlocks (exit 13, ADR 0001).
    step('migrate and seed a throwaway database', () => runTsx('scripts/setup.ts', [], { ...env, SEED_IMAGE_SCALE: '0.1', NODE_ENV: 'development' }))
    if (reuseBuild && existsSync(path.join(DIST_DIR, 'BUILD_ID'))) console.log(`\n── reusing the build in ${DIST_DIR} ──`)
    else {
      rmSync(path.join(DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })
      step(`production build into ${DIST_DIR}`, () => spawnSync(bin('next'), ['build'], { stdio: 'inherit', env }).status)
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return { url, env, dataDir }
}

/** Starts `next start` on the site's port and resolves once it answers (any answer but a 5xx: a redirect will do). */
export async function startServer(site: BenchSite): Promise<ChildProcess> {
  const port = new URL(site.url).port
  const child = spawn(bin('next'), ['start', '-p', port, '-H', '127.0.0.1'], {
    env: { ...site.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so a kill reaches next-server and nothing else
  })
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(`${site.url}/`, { redirect: 'manual' })).status < 500) return child
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  stopServer(child, 'SIGKILL')
  throw new Error('the server did not start within 90 s')
}

/** Signals the server's process group (only the processes this script started) and waits until it is gone. */
export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    process.kill(-child.pid!, signal)
  } catch {
    return // already gone
  }
  await gone
}

export function removeSite(site: BenchSite, keep: boolean) {
  if (keep) console.log(`data kept in ${site.dataDir}`)
  else rmSync(site.dataDir, { recursive: true, force: true })
}
