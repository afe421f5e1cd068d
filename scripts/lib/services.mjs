/**
 * The services of the production topology on one machine (scripts/cluster.mjs, the cluster test, bench/load):
 * PostgreSQL in a persistent data folder, redis-server and nginx, each installed from Debian when missing (as
 * root, the way scripts/lib/chromium.mjs installs Chromium) and started on loopback ports.
 */
import { spawn, spawnSync, execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { findPostgresBin } from './postgres.mjs'

const onPath = (name) => (process.env.PATH ?? '').split(':').map((dir) => path.join(dir, name)).find((p) => existsSync(p))
const NGINX = ['/usr/sbin/nginx']
const REDIS = ['/usr/bin/redis-server']

export const findRedisServer = () => onPath('redis-server') ?? REDIS.find((p) => existsSync(p))
export const findNginx = () => onPath('nginx') ?? NGINX.find((p) => existsSync(p))
/** What the container test needs (tests/container/run.mjs): podman with runc, and mmdebstrap for a base image. */
export const missingContainerTools = () => ['podman', 'runc', 'mmdebstrap'].filter((name) => !onPath(name) && !existsSync(`/usr/bin/${name}`) && !existsSync(`/usr/sbin/${name}`))
/** xmllint (Debian's libxml2-utils): the e2e suite's sitemap schema check. */
export const findXmllint = () => onPath('xmllint') ?? ['/usr/bin/xmllint'].find((p) => existsSync(p))

let updated = false
/** Installs Debian packages when running as root on Debian; returns whether apt-get succeeded. */
export function aptInstall(packages) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (!updated) spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  updated = true
  return spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env }).status === 0
}

/** Finds a binary, installing its Debian package when it can; throws with what to install otherwise. */
export function ensureBinary(label, find, packages) {
  let found = find()
  if (!found) {
    console.log(`${label} not found: trying apt-get install ${packages.join(' ')} ...`)
    if (aptInstall(packages)) found = find()
  }
  if (!found) throw new Error(`${label} is needed: install it (Debian/Ubuntu: sudo apt-get install -y ${packages.join(' ')}) and run again.`)
  return found
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

function runAs(user, bin, args, options = {}) {
  const isRoot = process.getuid?.() === 0
  const [cmd, argv] = isRoot ? ['runuser', ['-u', user, '--', bin, ...args]] : [bin, args]
  const result = spawnSync(cmd, argv, { encoding: 'utf8', ...options })
  if (result.status !== 0 && !options.allowFailure) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`)
  return result
}

/**
 * PostgreSQL with its data in `dir` (created on first use, kept afterwards), listening on loopback `port`.
 * Returns the database's URI and a stop function.
 */
export function startPostgres(dir, port) {
  let bin = findPostgresBin()
  if (!bin) {
    console.log('PostgreSQL not found: trying apt-get install postgresql ...')
    if (aptInstall(['postgresql'])) bin = findPostgresBin()
  }
  if (!bin) throw new Error('PostgreSQL is needed: install it (Debian/Ubuntu: sudo apt-get install -y postgresql) and run again.')
  const isRoot = process.getuid?.() === 0
  const user = isRoot ? 'postgres' : os.userInfo().username
  if (isRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) execFileSync('useradd', ['--system', '--no-create-home', 'postgres'])
  mkdirSync(dir, { recursive: true })
  if (isRoot) execFileSync('chown', ['-R', `${user}:`, dir])
  const dataDir = path.join(dir, 'data')
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    runAs(user, path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'dhofar', '--auth=trust', '-E', 'UTF8', '--no-locale'])
  }
  runAs(user, path.join(bin, 'pg_ctl'), [
    '-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start',
  ])
  // A `dhofar` database when createdb sits beside pg_ctl; otherwise the `postgres` one initdb always creates.
  let database = 'postgres'
  if (existsSync(path.join(bin, 'createdb'))) {
    const created = runAs(user, path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'dhofar', 'dhofar'], { allowFailure: true })
    if (created.status !== 0 && !/already exists/.test(created.stderr)) throw new Error(`createdb failed: ${created.stderr}`)
    database = 'dhofar'
  }
  const stop = () => runAs(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { allowFailure: true })
  return { uri: `postgres://dhofar@127.0.0.1:${port}/${database}`, stop }
}

/**
 * redis-server on loopback `port`, keeping nothing on disk (the cache and counters are rebuilt by use; the tag
 * expiry hash has no TTL, so `volatile-lru` never evicts it).
 */
export function startRedis(dir, port, { maxmemory = '256mb' } = {}) {
  const bin = ensureBinary('redis-server', findRedisServer, ['redis-server'])
  mkdirSync(dir, { recursive: true })
  const child = spawn(bin, [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no',
    '--maxmemory', maxmemory, '--maxmemory-policy', 'volatile-lru', '--daemonize', 'no', '--loglevel', 'warning',
  ], { stdio: ['ignore', 'inherit', 'inherit'] })
  return { url: `redis://127.0.0.1:${port}`, child, stop: () => child.kill('SIGTERM') }
}

/** Waits until something accepts connections on the port. */
export async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`nothing is listening on port ${port} after ${timeoutMs / 1000} s`)
}

/**
 * A throwaway self-signed certificate for localhost and 127.0.0.1 (P-256, two days) in `dir`, made with openssl:
 * { cert, key }. A client trusts it when given it as an authority (NODE_EXTRA_CA_CERTS=cert, curl --cacert cert).
 */
export function makeTestCertificate(dir) {
  mkdirSync(dir, { recursive: true })
  const cert = path.join(dir, 'localhost.pem')
  const key = path.join(dir, 'localhost.key')
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert,
  ], { encoding: 'utf8' })
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr || made.error}`)
  return { cert, key }
}

/**
 * deploy/nginx/dhofar.conf.template filled in. With `tls` ({ port, cert, key }) its "#tls " lines are switched on
 * and its "#http " lines dropped: HTTPS on tls.port, plain HTTP on `port` answering ACME challenges from
 * `<dir>/acme` and redirecting everything else. Without, the other way round: plain HTTP on `port`. Only requests
 * for `serverNames` are served; any other Host is refused.
 */
export function renderNginxConfig(template, { dir, port, upstreams, tls, serverNames = DEFAULT_SERVER_NAMES }) {
  const [on, off] = tls ? ['tls', 'http'] : ['http', 'tls']
  return template
    .replace(new RegExp(`^[ \\t]*#${off} .*\\n`, 'gm'), '')
    .replace(new RegExp(`^([ \\t]*)#${on} `, 'gm'), '$1')
    .replaceAll('@PORT@', String(port))
    .replaceAll('@TLS_PORT@', String(tls?.port ?? ''))
    .replaceAll('@TLS_CERT@', tls?.cert ?? '')
    .replaceAll('@TLS_KEY@', tls?.key ?? '')
    .replaceAll('@ACME_ROOT@', path.join(dir, 'acme'))
    .replaceAll('@CACHE_DIR@', path.join(dir, 'cache'))
    .replaceAll('@PREFIX@', dir)
    .replaceAll('@SERVER_NAME@', [...new Set(serverNames)].join(' '))
    .replaceAll('@UPSTREAMS@', upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    '))
}

/** The host names nginx serves on one machine (any other Host is refused): the loopback names clients use. */
export const DEFAULT_SERVER_NAMES = ['localhost', '127.0.0.1']

/**
 * nginx with deploy/nginx/dhofar.conf.template rendered (renderNginxConfig), in the foreground.
 * @param {string} dir
 * @param {{ port: number, upstreams: number[], tls?: { port: number, cert: string, key: string }, serverNames?: string[] }} options
 */
export function startNginx(dir, { port, upstreams, tls, serverNames }) {
  const bin = ensureBinary('nginx', findNginx, ['nginx'])
  for (const sub of ['', 'cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'acme']) {
    mkdirSync(path.join(dir, sub), { recursive: true })
    chmodSync(path.join(dir, sub), 0o777) // nginx's workers run as an unprivileged user when started as root
  }
  const template = readFileSync(path.resolve('deploy/nginx/dhofar.conf.template'), 'utf8')
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, renderNginxConfig(template, { dir, port, upstreams, tls, serverNames }))
  const test = spawnSync(bin, ['-t', '-q', '-p', dir, '-c', file, '-g', 'daemon off;'], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`)
  const child = spawn(bin, ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  return { child, config: file, stop: () => child.kill('SIGQUIT') }
}
