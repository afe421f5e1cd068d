/**
 * `npm run backup` and `npm run restore` (scripts/lib/backup) on the database the suite runs on, SQLite and then
 * PostgreSQL: a rating and an edited page backed up from the live test database, restored into an empty target (a
 * new folder; on PostgreSQL a new database on the same server) and found there with an upload's exact bytes; a
 * backup taken while ratings are being written restores whole and consistent; damaged archives, a non-empty
 * target, another kind of database and a migration this code does not know are refused with nothing changed.
 */
import { createClient } from '@libsql/client'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBackup, restoreBackup, type BackupResult } from '../../scripts/lib/backup/archive'
import { knownMigrations } from '../../scripts/lib/backup/database'
import { parseBackupEnv, targetOf, type Target } from '../../scripts/lib/backup/target'
import { onPostgres, testPayload } from './helpers'

let payload: Payload
let source: Target
const run = Date.now().toString(36)
const uniqueUrl = `int-backup-${run}`
const sessionId = `session_backup_${run}`
const temp = mkdtempSync(path.join(os.tmpdir(), 'dhofar-backup-test-'))
const databases: string[] = []
let pageId: number
let upload: { filename: string; bytes: Buffer }
let backup: BackupResult

/** An empty restore target: a new DATA_DIR and, on PostgreSQL, a new database on the test server. */
async function emptyTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(temp, 'target-'))
  rmSync(dataDir, { recursive: true }) // a restore may create it
  if (source.kind === 'sqlite') return { kind: 'sqlite', dataDir, file: path.join(dataDir, 'dhofar.db') }
  const name = `dhofar_restore_${run}_${databases.length}`
  await onServer((client) => client.query(`create database "${name}"`))
  databases.push(name)
  const uri = new URL(source.uri)
  uri.pathname = `/${name}`
  return { kind: 'postgres', dataDir, uri: uri.toString() }
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>, uri = source.kind === 'postgres' ? source.uri : ''): Promise<T> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Rows from a restored database; `$1`… parameters on either kind. */
async function query(target: Target, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (target.kind === 'postgres') return onServer(async (client) => (await client.query(sql, params)).rows, target.uri)
  const client = createClient({ url: `file:${target.file}` })
  try {
    const result = await client.execute({ sql: sql.replace(/\$(\d+)/g, '?$1'), args: params as never })
    return result.rows.map((row) => ({ ...row }))
  } finally {
    client.close()
  }
}

const titleOf = async (target: Target) =>
  (await query(target, `select l.title from pages p join pages_locales l on l._parent_id = p.id and l._locale = 'en' where p.unique_url = $1`, [uniqueUrl]))[0]?.title

let untouched: Target | undefined
/** One empty target for the refusals: each must leave it empty for the next. */
async function emptyForRefusals(): Promise<Target> {
  untouched ??= await emptyTarget()
  return untouched
}

/** An archive rebuilt from `backup` after `change` edits its unpacked files (the manifest included). */
async function tampered(name: string, change: (dir: string) => void): Promise<string> {
  const dir = mkdtempSync(path.join(temp, 'tamper-'))
  await tar.extract({ file: backup.file, cwd: dir })
  change(dir)
  const file = path.join(temp, `${name}.tar.gz`)
  await tar.create({ gzip: true, file, cwd: dir }, readdirSync(dir))
  return file
}

function editManifest(dir: string, edit: (manifest: Record<string, any>) => void) {
  const file = path.join(dir, 'manifest.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8'))
  edit(manifest)
  writeFileSync(file, JSON.stringify(manifest))
}

/** The refusal's message, after checking that the target is exactly as it was. */
async function refused(file: string, target: Target): Promise<string> {
  const before = existsSync(target.dataDir) ? readdirSync(target.dataDir).sort() : null
  const error = await restoreBackup(file, target).then(
    () => undefined,
    (e: Error) => e,
  )
  expect(error, 'the restore was refused').toBeInstanceOf(Error)
  expect(existsSync(target.dataDir) ? readdirSync(target.dataDir).sort() : null).toEqual(before)
  if (target.kind === 'postgres') {
    const tables = await query(target, `select count(*)::int as n from information_schema.tables where table_schema = 'public'`)
    if (databases.some((name) => target.uri.endsWith(`/${name}`))) expect(tables[0].n).toBe(0)
  }
  return error!.message
}

beforeAll(async () => {
  payload = await testPayload()
  source = targetOf(parseBackupEnv(process.env))
  const page = await payload.create({
    collection: 'pages',
    data: { uniqueUrl, category: 'general', title: 'Before the backup', _status: 'published' } as never,
    overrideAccess: true,
  })
  pageId = page.id
  await payload.update({ collection: 'pages', id: pageId, data: { title: `Edited before the backup ${run}` }, overrideAccess: true })
  await payload.create({
    collection: 'ratings',
    data: { pageName: `/${uniqueUrl}`, result: 4, max: 5, sessionId, visitorIpHash: `hash-${run}` },
    overrideAccess: true,
  })
  const media = await payload.find({ collection: 'media', where: { filename: { exists: true } }, limit: 1, overrideAccess: true })
  const filename = media.docs[0].filename!
  upload = { filename, bytes: readFileSync(path.join(source.dataDir, 'media', filename)) }
})

afterAll(async () => {
  await payload.delete({ collection: 'ratings', where: { pageName: { like: `/${uniqueUrl}` } }, overrideAccess: true })
  await payload.delete({ collection: 'pages', id: pageId, overrideAccess: true })
  for (const name of databases) await onServer((client) => client.query(`drop database if exists "${name}"`))
  rmSync(temp, { recursive: true, force: true })
})

describe(`backup and restore on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('backs up the database, the uploads and the data sets, with each file’s SHA-256 and the last migration', async () => {
    backup = await createBackup(source, path.join(temp, 'archives'))
    const { manifest } = backup
    expect(manifest.database.kind).toBe(source.kind)
    expect(manifest.database.migration).toBe(knownMigrations(source.kind).at(-1))
    expect(manifest.app).toEqual({ name: 'dhofar-governorate', version: expect.stringMatching(/^\d+\.\d+\.\d+/) })
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(60_000)
    const paths = manifest.files.map((file) => file.path)
    expect(paths).toContain(manifest.database.file)
    expect(paths).toContain(`data/media/${upload.filename}`)
    expect(paths.some((file) => file.startsWith('data/datasets/'))).toBe(true)
    expect(manifest.files.every((file) => /^[0-9a-f]{64}$/.test(file.sha256))).toBe(true)
  })

  it('restores into an empty target: the rating, the edited page and the upload’s bytes are there', async () => {
    const target = await emptyTarget()
    await restoreBackup(backup.file, target)
    const ratings = await query(target, `select result, page_name from ratings where session_id = $1`, [sessionId])
    expect(ratings.map((row) => ({ ...row, result: Number(row.result) }))).toEqual([{ result: 4, page_name: `/${uniqueUrl}` }])
    expect(await titleOf(target)).toBe(`Edited before the backup ${run}`)
    expect(readFileSync(path.join(target.dataDir, 'media', upload.filename)).equals(upload.bytes)).toBe(true)
    const migration = await query(target, `select name from payload_migrations where name <> 'dev' order by batch desc, name desc limit 1`)
    expect(migration[0].name).toBe(backup.manifest.database.migration)
    // The next `npm start` rebuilds the pages from this content and migrates this database.
    expect(existsSync(path.join(target.dataDir, 'content-stamp'))).toBe(true)
    expect(readdirSync(target.dataDir).filter((name) => name.startsWith('.restoring-'))).toEqual([])
  })

  it('with uploads in object storage, leaves them out and says so, at backup and at restore', async () => {
    const lines: string[] = []
    const inBucket = await createBackup({ ...source, bucket: 'dhofar-uploads' }, path.join(temp, 'bucket'), (line) => lines.push(line))
    expect(inBucket.manifest.uploads).toEqual({ included: false, bucket: 'dhofar-uploads' })
    expect(inBucket.manifest.files.filter((file) => /^data\/(media|datasets)\//.test(file.path))).toEqual([])
    expect(lines.join('\n')).toMatch(/uploads: in the bucket dhofar-uploads, NOT in this archive/)
    const target = await emptyTarget()
    const { notes } = await restoreBackup(inBucket.file, target)
    expect(notes.join('\n')).toMatch(/The uploads were in the bucket dhofar-uploads, not in this archive/)
    expect(await titleOf(target)).toBe(`Edited before the backup ${run}`)
    expect(existsSync(path.join(target.dataDir, 'media'))).toBe(false)
  })

  it('refuses a target that is not empty, changing nothing', async () => {
    if (source.kind === 'sqlite') {
      const target = await emptyTarget()
      await restoreBackup(backup.file, target)
      const database = path.join(target.dataDir, 'dhofar.db')
      const before = readFileSync(database)
      expect(await refused(backup.file, target)).toMatch(/Refusing to restore: DATA_DIR .* is not empty/)
      expect(readFileSync(database).equals(before)).toBe(true)
    } else {
      // The live test database itself.
      const target = { ...source, dataDir: mkdtempSync(path.join(temp, 'pg-live-')) }
      expect(await refused(backup.file, target)).toMatch(/Refusing to restore: the database \S+ is not empty/)
    }
    // On either database: an empty database, but a DATA_DIR that already holds what the archive would write.
    const occupied = await emptyTarget()
    mkdirSync(path.join(occupied.dataDir, 'media'), { recursive: true })
    writeFileSync(path.join(occupied.dataDir, 'media', upload.filename), 'not the backup')
    expect(await refused(backup.file, occupied)).toMatch(/Refusing to restore: .*(not empty|media exists)/)
    expect(readFileSync(path.join(occupied.dataDir, 'media', upload.filename), 'utf8')).toBe('not the backup')
  })

  it('refuses a damaged archive: a truncated file, a file whose bytes changed, a file not in the manifest', async () => {
    const truncated = path.join(temp, 'truncated.tar.gz')
    const bytes = readFileSync(backup.file)
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    expect(await refused(truncated, await emptyForRefusals())).toMatch(/damaged .*nothing was restored/)

    const changed = await tampered('changed', (dir) => {
      const file = path.join(dir, 'data/media', upload.filename)
      const content = readFileSync(file)
      content[content.length >> 1] ^= 0xff
      writeFileSync(file, content)
    })
    expect(await refused(changed, await emptyForRefusals())).toMatch(new RegExp(`data/media/${upload.filename.replace(/[.]/g, '\\.')} does not match its SHA-256`))

    const extra = await tampered('extra', (dir) => writeFileSync(path.join(dir, 'data/media/smuggled.txt'), 'x'))
    expect(await refused(extra, await emptyForRefusals())).toMatch(/smuggled\.txt is not in the manifest/)

    const notAnArchive = path.join(temp, 'not-an-archive.tar.gz')
    writeFileSync(notAnArchive, 'hello')
    expect(await refused(notAnArchive, await emptyForRefusals())).toMatch(/damaged/)
  })

  it('refuses another kind of database, and a migration newer than this code knows', async () => {
    const other = source.kind === 'sqlite' ? 'postgres' : 'sqlite'
    const otherKind = await tampered('other-kind', (dir) => editManifest(dir, (manifest) => (manifest.database.kind = other)))
    expect(await refused(otherKind, await emptyForRefusals())).toMatch(/holds a (PostgreSQL|SQLite) database and this site is configured for/)

    const future = await tampered('future', (dir) => editManifest(dir, (manifest) => (manifest.database.migration = '29991231_000000_from_the_future')))
    expect(await refused(future, await emptyForRefusals())).toMatch(/migrated to 29991231_000000_from_the_future, which this code does not know/)
  })

  it('`npm run restore` refuses with a message and a non-zero exit', () => {
    const dataDir = mkdtempSync(path.join(temp, 'cli-occupied-'))
    writeFileSync(path.join(dataDir, 'keep.txt'), 'mine')
    const env = { ...process.env, DATA_DIR: dataDir, ...(source.kind === 'sqlite' ? { DATABASE_URI: '' } : {}) }
    const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/restore.ts', backup.file], { encoding: 'utf8', env })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/\[restore\] Refusing to restore: /)
    expect(readdirSync(dataDir)).toEqual(['keep.txt'])
  })

  it('`npm run backup` taken while ratings are being written restores whole and consistent', async () => {
    // `npm run backup` in a process of its own, as an operator runs it beside the site, while this one writes.
    const pageName = `/${uniqueUrl}-busy`
    let written = 0
    let stop = false
    const writer = (async () => {
      while (!stop) {
        await payload.create({
          collection: 'ratings',
          data: { pageName, result: (written % 5) + 1, max: 5, sessionId: `${sessionId}_busy_${written}`, visitorIpHash: `hash-${run}` },
          overrideAccess: true,
        })
        written++
        // A few writes a second from visitors; libSQL answers a local file synchronously, so without a pause the
        // loop would never let this process's timers and I/O run.
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 5))
    const out = path.join(temp, 'busy')
    const before = written
    let after = 0
    let stdout = ''
    try {
      const status = await new Promise<number | null>((resolve, reject) => {
        const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/backup.ts', '--out', out], { env: process.env })
        child.stdout.on('data', (chunk) => (stdout += chunk))
        child.once('error', reject)
        child.once('exit', resolve)
      })
      after = written
      expect(status, stdout).toBe(0)
    } finally {
      stop = true
      await writer
    }
    expect(after - before, 'the site kept writing during the backup').toBeGreaterThan(5)
    // One archive, named after the database's kind and the time, and its path and size printed.
    const archives = readdirSync(out)
    expect(archives).toEqual([expect.stringMatching(new RegExp(`^dhofar-${source.kind}-\\d{4}-\\d\\d-\\d\\dT\\d{6}Z\\.tar\\.gz$`))])
    const busy = { file: path.join(out, archives[0]) }
    expect(stdout).toContain(`[backup] wrote ${busy.file} (`)
    expect(stdout).toMatch(/\((\d+\.\d) (KiB|MiB)\)\n/)

    const target = await emptyTarget()
    await restoreBackup(busy.file, target)
    const rows = await query(target, `select session_id, result from ratings where page_name = $1`, [pageName])
    // Every write acknowledged before the backup started is in it; none is half there.
    expect(rows.length).toBeGreaterThanOrEqual(before)
    expect(rows.length).toBeLessThanOrEqual(after)
    const numbers = rows.map((row) => Number(String(row.session_id).split('_busy_')[1])).sort((a, b) => a - b)
    expect(numbers).toEqual(numbers.map((_, i) => i)) // a prefix of the writes, in order, without gaps
    for (const row of rows) expect(Number(row.result)).toBe((Number(String(row.session_id).split('_busy_')[1]) % 5) + 1)
    if (target.kind === 'sqlite') expect(await query(target, 'pragma integrity_check')).toEqual([{ integrity_check: 'ok' }])
    await payload.delete({ collection: 'ratings', where: { pageName: { equals: pageName } }, overrideAccess: true })
  })
})
