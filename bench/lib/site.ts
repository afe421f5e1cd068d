/**
 * A throwaway production site for the benchmarks, prepared the way scripts/test.mjs prepares the e2e one: a fresh
 * DATA_DIR migrated and seeded, `next build` into .next-bench (so the build `npm start` serves is never replaced),
 * then the production server (scripts/serve.mjs, what `npm start` runs) on the site's address, with SITE_URL set to it.
 *
 * The rating benchmarks take the defaults: small pictures, 127.0.0.1 on a free port, and TRUST_PROXY=1 so they can
 * spread requests over many X-Forwarded-For addresses (many rate-limit buckets, as real visitors); they send them
 * from loopback, the one proxy address the server believes here (TRUSTED_PROXIES, HOST). The Lighthouse
 * benchmark asks for full-size pictures (its byte counts must be the real ones) on `localhost` at a fixed port: a
 * reused build must be served at the address it was built for, since pre-rendered pages carry SITE_URL in their
 * canonical links, and `localhost` because the locale proxy rewrites `/` to `http://localhost:<port>/en`, which a
 * server bound to another host name answers with a redirect back to `/`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { runTsx } from '../../scripts/lib/run-tsx.mjs'
import { makeTestCertificate, startNginx, waitForPort } from '../../scripts/lib/services.mjs'

const bin = (name: string) => path.resolve('node_modules/.bin', name)
const DIST_DIR = '.next-bench'
/** Chromium's flags for the benchmarks (Lighthouse's and the offline figures' browser). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Recent Chromium first tries https:// for an http:// address and falls back: a redirect that a real
  // (HTTPS) deployment never has, which would add a round trip to every figure here.
  '--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable',
]

export const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-password-1' }

/** `url`: the server's own address; `publicUrl`: the one visitors use (SITE_URL), nginx's with `httpsPort`. */
export type BenchSite = { url: string; publicUrl: string; env: NodeJS.ProcessEnv; dataDir: string }

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

type SiteOptions = {
  reuseBuild: boolean
  /** Where the server listens: 127.0.0.1 (default) or localhost. */
  host?: '127.0.0.1' | 'localhost'
  /** A fixed port; a free one when left out. */
  port?: number
  /** The seed's picture scale: 0.1 (default) for speed, 1 for real byte counts. */
  imageScale?: number
  /** Visitors come through nginx's HTTPS on this port (`startHttpsFront`): SITE_URL is https://localhost:<port>. */
  httpsPort?: number
}

/** Migrates and seeds a new data folder; builds unless `reuseBuild` and a build exists. */
export async function prepareSite({ reuseBuild, host = '127.0.0.1', port, imageScale = 0.1, httpsPort }: SiteOptions): Promise<BenchSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-bench-'))
  const url = `http://${host}:${port ?? (await freePort())}`
  const publicUrl = httpsPort ? `https://localhost:${httpsPort}` : url
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URI: `file:${dataDir}/dhofar.db`,
    NEXT_DIST_DIR: DIST_DIR,
    SITE_URL: publicUrl,
    TRUST_PROXY: '1',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    HOST: 'localhost',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEATHER_URL: '',
    GEOCODER_URL: '',
    MAP_TILE_URL: '', // no third-party tiles: the benchmarks measure our own server and bytes
    NEXT_TELEMETRY_DISABLED: '1',
  }
  try {
    // runTsx starts setup again when Payload's module loading deadlocks (exit 13, ADR 0001).
    step(`migrate and seed a throwaway database (pictures at scale ${imageScale})`, () =>
      runTsx('scripts/setup.ts', [], { ...env, SEED_IMAGE_SCALE: String(imageScale), NODE_ENV: 'development' }),
    )
    if (reuseBuild && existsSync(path.join(DIST_DIR, 'BUILD_ID'))) console.log(`\n── reusing the build in ${DIST_DIR} ──`)
    else {
      rmSync(path.join(DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })
      step(`production build into ${DIST_DIR}`, () => spawnSync(bin('next'), ['build'], { stdio: 'inherit', env }).status)
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return { url, publicUrl, env, dataDir }
}

/**
 * nginx with the deployment's configuration (deploy/nginx, ADR 0013) in front of the site's server: HTTPS over
 * HTTP/2 on the site's `httpsPort`, with a throwaway certificate, as visitors reach a deployed site (ADR 0035). Plain
 * HTTP on a free port only redirects. Resolves once nginx listens; `stop` ends it and deletes its files.
 */
export async function startHttpsFront(site: BenchSite): Promise<{ stop: () => Promise<void> }> {
  const tlsPort = Number(new URL(site.publicUrl).port)
  if (!site.publicUrl.startsWith('https:')) throw new Error('startHttpsFront: the site was prepared without httpsPort')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-bench-nginx-'))
  const { cert, key } = makeTestCertificate(dir)
  const nginx = startNginx(dir, { port: await freePort(), upstreams: [Number(new URL(site.url).port)], tls: { port: tlsPort, cert, key } })
  await waitForPort(tlsPort)
  return {
    stop: async () => {
      const gone = new Promise<void>((resolve) => nginx.child.once('exit', () => resolve()))
      if (nginx.child.exitCode === null && nginx.child.signalCode === null) {
        nginx.stop()
        await gone
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Starts the production server (scripts/serve.mjs) on the site's port and resolves once it answers (any answer but a 5xx: a redirect will do).
 * No `-H`: bound to an IP address (`-H 127.0.0.1`), Next 16.4 answers every unprefixed (English) page with a 307 to
 * itself, since it forwards the locale proxy's rewrite as if it went to another host (the fault test's first run showed
 * it); `npm start`, the e2e suite and the cluster bind the same way as here.
 */
export async function startServer(site: BenchSite): Promise<ChildProcess> {
  const { port } = new URL(site.url)
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', port], {
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
