/**
 * A throwaway PostgreSQL cluster for tests and migration generation: initdb into a temp folder, start on a free
 * loopback port, stop and delete on exit. Uses the server binaries on PATH or Debian's /usr/lib/postgresql/<v>/bin
 * (the backup script finds pg_dump and pg_restore the same way).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The folders PostgreSQL's programs may be in: PATH, then Debian's per-version folders, newest first. */
function postgresBinDirs() {
  const candidates = []
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir) candidates.push(dir)
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))) {
      candidates.push(path.join('/usr/lib/postgresql', version, 'bin'))
    }
  }
  return candidates
}

export function findPostgresBin() {
  return postgresBinDirs().find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')))
}

/**
 * The path of a client program (`pg_dump`, `pg_restore`, `psql`), found where the server binaries are looked for,
 * or undefined.
 * @param {string} name
 * @returns {string | undefined}
 */
export function findPostgresProgram(name) {
  const dir = postgresBinDirs().find((candidate) => existsSync(path.join(candidate, name)))
  return dir ? path.join(dir, name) : undefined
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Runs a command as the postgres superuser: PostgreSQL refuses to run as root. */
function runAs(user, bin, args) {
  const isRoot = process.getuid?.() === 0
  const [cmd, argv] = isRoot ? ['runuser', ['-u', user, '--', bin, ...args]] : [bin, args]
  const result = spawnSync(cmd, argv, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`)
  }
  return result.stdout
}

export async function startThrowawayPostgres() {
  const bin = findPostgresBin()
  if (!bin) return undefined
  const isRoot = process.getuid?.() === 0
  const user = isRoot ? 'postgres' : os.userInfo().username
  if (isRoot) {
    const exists = spawnSync('id', ['-u', 'postgres']).status === 0
    if (!exists) execFileSync('useradd', ['--system', '--no-create-home', 'postgres'])
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-pg-'))
  chmodSync(dir, 0o777)
  const dataDir = path.join(dir, 'data')
  const port = await freePort()
  runAs(user, path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'dhofar', '--auth=trust', '-E', 'UTF8', '--no-locale'])
  runAs(user, path.join(bin, 'pg_ctl'), [
    '-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start',
  ])
  const stop = () => {
    try {
      runAs(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true })
  }
  return { uri: `postgres://dhofar@127.0.0.1:${port}/postgres`, port, stop }
}
