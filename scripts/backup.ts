/**
 * `npm run backup [-- --out <folder>]`: one archive of the site's state (database, uploads, data sets, local
 * secrets) into the folder, BACKUP_DIR or ./backups, while the site keeps serving. docs/operations.md.
 */
import { parseArgs } from 'node:util'
import path from 'node:path'
import { z } from 'zod'

import nextEnv from '@next/env'

import { createBackup } from './lib/backup/archive'
import { parseBackupEnv, targetOf, UserError } from './lib/backup/target'
import { runScript } from './lib/backup/cli'

const optionsSchema = z.object({
  out: z.string().trim().min(1, '--out needs a folder').optional(),
  help: z.boolean().optional(),
})

await runScript('backup', async (log) => {
  nextEnv.loadEnvConfig(process.cwd()) // the same .env files the site reads
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } }, strict: true })
  const options = optionsSchema.parse(values)
  if (options.help) {
    console.log('Usage: npm run backup [-- --out <folder>]   (default: BACKUP_DIR, else ./backups)')
    return
  }
  const env = parseBackupEnv(process.env)
  const outDir = path.resolve(options.out ?? env.BACKUP_DIR)
  const { file, size } = await createBackup(targetOf(env), outDir, log)
  if (size === 0) throw new UserError(`${file} is empty`)
  log(`wrote ${file} (${formatSize(size)})`)
})

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}
