/**
 * A throwaway production site for the Lighthouse benchmark: like bench/rating's, but seeded with full-size
 * pictures (the byte counts must be the real ones) and served with SITE_URL set to its own address, so the
 * canonical links Lighthouse checks point where it is.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runTsx } from '../../scripts/lib/run-tsx.mjs'
import { stopServer, type BenchSite } from '../rating/server'

const DIST_DIR = '.next-bench'

function step(label: string, run: () => number | null) {
  console.log(`\n── ${label} ──`)
  const status = run()
  if (status !== 0) throw new Error(`${label} failed (exit ${status})`)
}

/**
 * `port` is fixed (not a free one picked at random) because the build bakes SITE_URL into the pre-rendered pages'
 * canonical links: a reused build must be served at the address it was built for.
 */
export async function prepareSite({ reuseBuild, port }: { reuseBuild: boolean; port: number }): Promise<BenchSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-lighthouse-'))
  const url = `http://localhost:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URI: `file:${dataDir}/dhofar.db`,
    NEXT_DIST_DIR: DIST_DIR,
    SITE_URL: url,
    WEATHER_URL: '',
    GEOCODER_URL: '',
    MAP_TILE_URL: '', // no third-party tiles: the benchmark measures our own bytes
    NEXT_TELEMETRY_DISABLED: '1',
  }
  try {
    step('migrate and seed a throwaway database (full-size pictures)', () =>
      runTsx('scripts/setup.ts', [], { ...env, SEED_IMAGE_SCALE: '1', NODE_ENV: 'development' }),
    )
    if (reuseBuild && existsSync(path.join(DIST_DIR, 'BUILD_ID'))) console.log(`\n── reusing the build in ${DIST_DIR} ──`)
    else {
      rmSync(path.join(DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })
      step(`production build into ${DIST_DIR}`, () => spawnSync(path.resolve('node_modules/.bin/next'), ['build'], { stdio: 'inherit', env }).status)
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return { url, env, dataDir }
}

/**
 * `next start` on the site's port, bound to `localhost` (this machine only). Not `-H 127.0.0.1`: the locale proxy
 * rewrites `/` to `http://localhost:<port>/en`, and a server bound to another host name answers that rewrite with
 * a redirect to `/`, a loop for any client.
 */
export async function startSite(site: BenchSite): Promise<ChildProcess> {
  const port = new URL(site.url).port
  const child = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', port, '-H', 'localhost'], {
    env: { ...site.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stopping it reaches next-server and nothing else
  })
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(`${site.url}/`, { redirect: 'manual' })).status === 200) return child
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  await stopServer(child, 'SIGKILL')
  throw new Error('the server did not answer / with 200 within 90 s')
}
