/**
 * `npm run restore -- <archive>`: an archive of `npm run backup` into an empty DATA_DIR (SQLite) or an empty
 * database (PostgreSQL, DATABASE_URI), refused with nothing changed when the target is not empty, the archive is
 * damaged, of the other kind of database, or migrated further than this code knows. docs/operations.md.
 */
import { parseArgs } from 'node:util'
import path from 'node:path'
import { z } from 'zod'

import nextEnv from '@next/env'

import { restoreBackup } from './lib/backup/archive'
import { parseBackupEnv, targetOf } from './lib/backup/target'
import { runScript } from './lib/backup/cli'

const argsSchema = z.object({
  positionals: z.tuple([z.string().trim().min(1)], { error: 'name one archive: npm run restore -- <file.tar.gz>' }),
})

await runScript('restore', async (log) => {
  nextEnv.loadEnvConfig(process.cwd()) // the same .env files the site reads
  const { positionals } = argsSchema.parse(parseArgs({ allowPositionals: true, strict: true, options: {} }))
  const env = parseBackupEnv(process.env)
  const target = targetOf(env)
  log(`restoring ${positionals[0]} into ${target.kind === 'sqlite' ? target.dataDir : `${new URL(target.uri).host}${new URL(target.uri).pathname} and ${target.dataDir}`}`)
  const { notes } = await restoreBackup(path.resolve(positionals[0]), target, log)
  for (const note of notes) log(`NOTE: ${note}`)
  log('done. Next: `npm start` (migrates if the archive is older than this code, rebuilds the pages); docs/operations.md says what to check.')
})
