/**
 * The database's part of a backup: a consistent copy taken while the site keeps writing, the last migration it has
 * applied, whether a restore target is empty, and loading a copy into it.
 * - SQLite: `VACUUM INTO` through libSQL, the driver the site uses. It reads the database in one read transaction
 *   (the site runs in WAL mode, so its writers go on meanwhile) and writes a compact, self-contained file. The live
 *   file is never copied: with WAL, the main file alone can miss committed writes or be caught half-checkpointed.
 * - PostgreSQL: `pg_dump --format=custom` (one repeatable-read snapshot) and `pg_restore --single-transaction`.
 */
import { createClient } from '@libsql/client'
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

import { findPostgresProgram } from '../postgres.mjs'
import { UserError, type DatabaseKind } from './target'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** The migrations this code knows for a kind of database, oldest first (their files, as Payload names them). */
export function knownMigrations(kind: DatabaseKind): string[] {
  const dir = path.join(repoRoot, 'src/migrations', kind)
  return readdirSync(dir)
    .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
}

const LAST_MIGRATION = `select name from payload_migrations where name <> 'dev' order by batch desc, name desc limit 1`

// ---------------------------------------------------------------------------------------------------------- SQLite

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`

function openSqlite(file: string) {
  return createClient({ url: `file:${file}` })
}

/** A consistent copy of the live database at `to` (which must not exist), checked before it is archived. */
export async function snapshotSqlite(file: string, to: string): Promise<void> {
  if (!existsSync(file)) throw new UserError(`No SQLite database at ${file}: check DATA_DIR and DATABASE_URI.`)
  const client = openSqlite(file)
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute(`VACUUM INTO ${sqlString(to)}`)
  } finally {
    client.close()
  }
  const copy = openSqlite(to)
  try {
    const result = await copy.execute('PRAGMA quick_check')
    const verdict = String(result.rows[0]?.[0])
    if (verdict !== 'ok') throw new Error(`the copy of ${file} failed SQLite's check: ${verdict}`)
  } finally {
    copy.close()
  }
}

/** The name of the last migration a SQLite database has applied, or null when it has none. */
export async function sqliteMigration(file: string): Promise<string | null> {
  const client = openSqlite(file)
  try {
    const table = await client.execute(`select 1 from sqlite_master where type = 'table' and name = 'payload_migrations'`)
    if (table.rows.length === 0) return null
    const result = await client.execute(LAST_MIGRATION)
    return result.rows.length > 0 ? String(result.rows[0][0]) : null
  } finally {
    client.close()
  }
}

// ------------------------------------------------------------------------------------------------------ PostgreSQL

/**
 * A postgres:// URL without its password, which goes to the programs in PGPASSWORD instead: a command line is
 * visible to every user of the machine (`ps`).
 */
function connection(uri: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(uri)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  const found = findPostgresProgram(name)
  if (found) return found
  throw new UserError(
    `${name} not found (looked on PATH and in /usr/lib/postgresql/<version>/bin). Install PostgreSQL's client ` +
      `programs of the server's major version or newer, e.g. apt-get install -y postgresql-client.`,
  )
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code === 0) resolve()
      else reject(new UserError(`${path.basename(program)} failed (exit ${code}):\n${stderr.trim()}`))
    })
  })
}

/** pg_dump's custom format: compressed, one consistent snapshot, restored with pg_restore. */
export async function dumpPostgres(uri: string, to: string): Promise<void> {
  const { dbname, env } = connection(uri)
  await run(postgresProgram('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${to}`, `--dbname=${dbname}`], env)
}

/** Loads a dump into an empty database, all or nothing. */
export async function restorePostgres(uri: string, dump: string): Promise<void> {
  const { dbname, env } = connection(uri)
  await run(
    postgresProgram('pg_restore'),
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dump],
    env,
  )
}

async function withPostgres<T>(uri: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: uri, connectionTimeoutMillis: 15_000 })
  try {
    await client.connect()
  } catch (error) {
    throw new UserError(`Cannot connect to PostgreSQL (${new URL(uri).host}): ${(error as Error).message}`)
  }
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export function postgresMigration(uri: string): Promise<string | null> {
  return withPostgres(uri, async (client) => {
    const table = await client.query(`select to_regclass('payload_migrations') is not null as present`)
    if (!table.rows[0]?.present) return null
    const result = await client.query<{ name: string }>(LAST_MIGRATION)
    return result.rows[0]?.name ?? null
  })
}

/** What a database already holds outside PostgreSQL's own schemas (tables, views, sequences, types), counted. */
export function postgresObjects(uri: string): Promise<number> {
  return withPostgres(uri, async (client) => {
    const result = await client.query<{ count: string }>(`
      select (
        select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
          and n.nspname not like 'pg\\_temp\\_%' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      ) + (
        select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and t.typtype in ('e', 'd')
      ) as count`)
    return Number(result.rows[0]?.count ?? 0)
  })
}
