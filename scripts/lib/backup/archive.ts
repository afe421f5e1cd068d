/**
 * One backup is one .tar.gz:
 *   manifest.json            what is inside: each file's size and SHA-256, the database's kind and last migration,
 *                            the app's version, the time
 *   database/dhofar.db       SQLite: an online copy (VACUUM INTO), or
 *   database/dhofar.dump     PostgreSQL: pg_dump's custom format
 *   data/media/…             uploads (unless S3_BUCKET holds them), data sets and the local secrets, as under DATA_DIR
 *   data/datasets/…
 *   data/secrets.json
 * A restore first reads the whole archive without writing, checking every file against the manifest and the archive
 * against the target; only then does it unpack into a staging folder and move things into place. A refusal leaves
 * the target as it was.
 */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as tar from 'tar'
import { z } from 'zod'

import {
  dumpPostgres,
  knownMigrations,
  postgresMigration,
  postgresObjects,
  restorePostgres,
  snapshotSqlite,
  sqliteMigration,
} from './database'
import { DATA_ENTRIES, UPLOAD_FOLDERS, UserError, type DatabaseKind, type Target } from './target'

const FORMAT = 1
const DATABASE_FILE: Record<DatabaseKind, string> = { sqlite: 'database/dhofar.db', postgres: 'database/dhofar.dump' }

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** The last migration the database had applied (payload_migrations), null for none. */
    migration: z.string().nullable(),
    file: z.string(),
  }),
  /** Uploads: in the archive, or in object storage (then the bucket's name) and not in it. */
  uploads: z.union([z.object({ included: z.literal(true) }), z.object({ included: z.literal(false), bucket: z.string() })]),
  files: z.array(z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
})

export type Manifest = z.infer<typeof manifestSchema>

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

function app(): Manifest['app'] {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { name: string; version: string }
  return { name: pkg.name, version: pkg.version }
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .once('error', reject)
      .once('end', () => resolve(hash.digest('hex')))
  })
}

/** Every regular file under `root`, as sorted relative paths with forward slashes. */
async function filesUnder(root: string, base = root): Promise<string[]> {
  if (!existsSync(root)) return []
  const found: string[] = []
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name)
    if (entry.isDirectory()) found.push(...(await filesUnder(full, base)))
    else if (entry.isFile()) found.push(path.relative(base, full).split(path.sep).join('/'))
  }
  return found.sort()
}

/** A hard link where the file system allows one (no copy of the uploads' bytes), a copy elsewhere. */
async function linkOrCopy(from: string, to: string) {
  await mkdir(path.dirname(to), { recursive: true })
  try {
    await link(from, to)
  } catch {
    await copyFile(from, to)
  }
}

/** Moves a file or folder, copying across file systems. */
async function move(from: string, to: string) {
  await mkdir(path.dirname(to), { recursive: true })
  try {
    await rename(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    const info = await stat(from)
    if (info.isDirectory()) {
      for (const file of await filesUnder(from)) await move(path.join(from, file), path.join(to, file))
    } else {
      await copyFile(from, to)
    }
    await rm(from, { recursive: true, force: true })
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[:]/g, '').replace(/\.\d+Z$/, 'Z')

export type BackupResult = { file: string; size: number; manifest: Manifest }

/**
 * Writes one archive of the site's state into `outDir`, while the site keeps serving. The archive appears under
 * its final name only once complete (it is written as `.partial` first).
 */
export async function createBackup(target: Target, outDir: string, log: (message: string) => void = () => {}): Promise<BackupResult> {
  const createdAt = new Date()
  await mkdir(outDir, { recursive: true })
  const staging = await mkdtemp(path.join(outDir, '.staging-'))
  try {
    const databaseFile = DATABASE_FILE[target.kind]
    const databasePath = path.join(staging, databaseFile)
    await mkdir(path.dirname(databasePath), { recursive: true })
    let migration: string | null
    if (target.kind === 'sqlite') {
      log(`database: SQLite ${target.file}, copied online (VACUUM INTO)`)
      await snapshotSqlite(target.file, databasePath)
      migration = await sqliteMigration(databasePath)
    } else {
      log(`database: PostgreSQL ${new URL(target.uri).host}${new URL(target.uri).pathname}, dumped (pg_dump)`)
      // The migration first: a dump taken after it has that migration or, if one ran in between, a newer one,
      // which a restore then refuses with old code rather than half-knowing it.
      migration = await postgresMigration(target.uri)
      await dumpPostgres(target.uri, databasePath)
    }
    log(`last migration: ${migration ?? '(none)'}`)

    // Uploads after the database: every file the copy names existed before it was taken.
    const entries = target.bucket ? DATA_ENTRIES.filter((entry) => !(UPLOAD_FOLDERS as readonly string[]).includes(entry)) : DATA_ENTRIES
    for (const entry of entries) {
      const from = path.join(target.dataDir, entry)
      if (!existsSync(from)) continue
      if ((await stat(from)).isDirectory()) {
        const files = await filesUnder(from)
        for (const file of files) await linkOrCopy(path.join(from, file), path.join(staging, 'data', entry, file))
        log(`${entry}: ${files.length} files`)
      } else {
        await linkOrCopy(from, path.join(staging, 'data', entry))
      }
    }
    if (target.bucket) log(`uploads: in the bucket ${target.bucket}, NOT in this archive: back the bucket up with it`)

    const files: Manifest['files'] = []
    for (const file of await filesUnder(staging)) {
      const full = path.join(staging, file)
      files.push({ path: file, size: (await stat(full)).size, sha256: await sha256(full) })
    }
    const manifest: Manifest = {
      format: FORMAT,
      app: app(),
      createdAt: createdAt.toISOString(),
      database: { kind: target.kind, migration, file: databaseFile },
      uploads: target.bucket ? { included: false, bucket: target.bucket } : { included: true },
      files,
    }
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')

    let file = path.join(outDir, `dhofar-${target.kind}-${stamp(createdAt)}.tar.gz`)
    for (let n = 2; existsSync(file); n++) file = path.join(outDir, `dhofar-${target.kind}-${stamp(createdAt)}-${n}.tar.gz`)
    const partial = `${file}.partial`
    const top = ['manifest.json', 'database', ...(existsSync(path.join(staging, 'data')) ? ['data'] : [])]
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, top)
    await rename(partial, file)
    return { file, size: (await stat(file)).size, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/**
 * Reads the whole archive once without writing anything, and checks it: readable to its end, a valid manifest,
 * exactly the files the manifest lists, each with its size and SHA-256. Returns the manifest or refuses.
 */
async function check(file: string): Promise<Manifest> {
  const corrupt = (why: string) => new UserError(`${file} is damaged or not a backup of this site (${why}): nothing was restored.`)
  const seen = new Map<string, { size: number; sha256: string }>()
  const others: string[] = []
  let manifestText = ''
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type === 'Directory') return
        if (entry.type !== 'File') return void others.push(`${entry.path} (${entry.type})`)
        const hash = createHash('sha256')
        let size = 0
        const isManifest = entry.path === 'manifest.json'
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk)
          size += chunk.length
          if (isManifest) manifestText += chunk.toString('utf8')
        })
        entry.on('end', () => seen.set(entry.path, { size, sha256: hash.digest('hex') }))
      },
    })
  } catch (error) {
    throw corrupt((error as Error).message)
  }
  if (others.length > 0) throw corrupt(`unexpected entries: ${others.slice(0, 3).join(', ')}`)
  let manifest: Manifest
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText))
  } catch (error) {
    throw corrupt(`no readable manifest.json: ${(error as Error).message.split('\n')[0]}`)
  }
  const listed = new Map(manifest.files.map((entry) => [entry.path, entry]))
  for (const entry of seen.keys()) if (entry !== 'manifest.json' && !listed.has(entry)) throw corrupt(`${entry} is not in the manifest`)
  for (const entry of manifest.files) {
    const found = seen.get(entry.path)
    if (!found) throw corrupt(`${entry.path} is missing`)
    if (found.size !== entry.size || found.sha256 !== entry.sha256) throw corrupt(`${entry.path} does not match its SHA-256`)
  }
  if (!listed.has(manifest.database.file)) throw corrupt('no database')
  return manifest
}

/** Writes a checked archive's files into `into` (an empty folder). */
async function unpack(file: string, into: string, manifest: Manifest): Promise<void> {
  await tar.extract({
    file,
    cwd: into,
    strict: true,
    // Regular files and folders only, and never outside `into` (node-tar strips absolute and `..` paths too).
    filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
  })
  for (const entry of manifest.files) {
    if (!existsSync(path.join(into, entry.path))) throw new UserError(`${entry.path} could not be written into ${into}`)
  }
}

/** Why the target is not empty, or null when a restore may write into it. */
async function notEmpty(target: Target): Promise<string | null> {
  if (target.kind === 'sqlite') {
    const inside = existsSync(target.dataDir) ? await readdir(target.dataDir) : []
    if (inside.length > 0) return `DATA_DIR ${target.dataDir} is not empty (${inside.slice(0, 5).join(', ')}${inside.length > 5 ? ', …' : ''})`
    if (existsSync(target.file)) return `the database file ${target.file} exists`
    return null
  }
  const objects = await postgresObjects(target.uri)
  if (objects > 0) return `the database ${new URL(target.uri).pathname.slice(1)} is not empty (${objects} tables, sequences or types)`
  for (const entry of DATA_ENTRIES) {
    if (existsSync(path.join(target.dataDir, entry))) return `${path.join(target.dataDir, entry)} exists`
  }
  return null
}

export type RestoreResult = { manifest: Manifest; notes: string[] }

/**
 * Restores an archive into an empty DATA_DIR (SQLite) or an empty database with no uploads in DATA_DIR
 * (PostgreSQL). Refuses, changing nothing, a non-empty target, a damaged archive, another kind of database, and a
 * database migrated further than this code knows.
 */
export async function restoreBackup(file: string, target: Target, log: (message: string) => void = () => {}): Promise<RestoreResult> {
  if (!existsSync(file) || !(await stat(file)).isFile()) throw new UserError(`No backup file at ${file}.`)
  const occupied = await notEmpty(target)
  if (occupied) throw new UserError(`Refusing to restore: ${occupied}. Restore into an empty target (move the old one aside first).`)
  const manifest = await check(file)
  log(`archive: ${manifest.database.kind}, made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}, ${manifest.files.length} files, checksums match`)
  if (manifest.database.kind !== target.kind) {
    throw new UserError(
      `Refusing to restore: the archive holds a ${label(manifest.database.kind)} database and this site is configured for ` +
        `${label(target.kind)} (DATABASE_URI). Set DATABASE_URI for the archive's kind.`,
    )
  }
  const known = knownMigrations(target.kind)
  const migration = manifest.database.migration
  if (migration !== null && !known.includes(migration)) {
    throw new UserError(
      `Refusing to restore: the archive's database was migrated to ${migration}, which this code does not know ` +
        `(its latest is ${known.at(-1) ?? 'none'}). Restore with the release that made the backup, or a newer one.`,
    )
  }

  const createdDataDir = !existsSync(target.dataDir)
  await mkdir(target.dataDir, { recursive: true })
  const staging = await mkdtemp(path.join(target.dataDir, '.restoring-'))
  // What this restore put in place: none of it existed before (notEmpty), so a failure half-way removes it.
  const placed: string[] = []
  const place = async (from: string, to: string) => {
    await move(from, to)
    placed.push(to)
  }
  const undo = async () => {
    await rm(staging, { recursive: true, force: true })
    for (const entry of placed) await rm(entry, { recursive: true, force: true })
    if (createdDataDir) await rmdir(target.dataDir).catch(() => {})
  }
  try {
    await unpack(file, staging, manifest)

    const notes: string[] = []
    const database = path.join(staging, manifest.database.file)
    if (target.kind === 'sqlite') {
      await place(database, target.file)
    } else {
      await restorePostgres(target.uri, database)
    }
    log(`database restored (last migration ${migration ?? 'none'}; \`npm start\` applies any newer ones)`)
    for (const entry of DATA_ENTRIES) {
      const from = path.join(staging, 'data', entry)
      if (existsSync(from)) await place(from, path.join(target.dataDir, entry))
    }
    // The pages built from the old content must be rebuilt, and the next start must migrate this database.
    await writeFile(path.join(target.dataDir, 'content-stamp'), new Date().toISOString())
    await rm(path.join(target.dataDir, 'setup-stamp'), { force: true })

    if (!manifest.uploads.included) {
      notes.push(`The uploads were in the bucket ${manifest.uploads.bucket}, not in this archive: restore the bucket's copy of the same time.`)
    } else if (target.bucket) {
      notes.push(
        `S3_BUCKET is set but the archive's uploads were restored to ${target.dataDir}/media and /datasets: copy them to ` +
          `s3://${target.bucket}/media/ and /datasets/ (docs/deploy.md).`,
      )
    }
    return { manifest, notes }
  } catch (error) {
    await undo()
    throw error
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

const label = (kind: DatabaseKind) => (kind === 'sqlite' ? 'SQLite' : 'PostgreSQL')
