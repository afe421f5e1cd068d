/**
 * What a backup reads and a restore writes, from the same variables the site reads (src/lib/env.ts): DATA_DIR,
 * DATABASE_URI, S3_BUCKET, plus BACKUP_DIR. Parsed here with zod rather than through src/lib/env.ts, which creates
 * DATA_DIR/secrets.json on import outside production: a restore must find its target as the operator left it.
 */
import path from 'node:path'
import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

export const backupEnvSchema = z.object({
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URI: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^(file:|postgres(ql)?:\/\/)/.test(v), 'must be empty (SQLite under DATA_DIR), file:<path> or a postgres:// URL'),
  /** Where `npm run backup` writes its archives unless --out says otherwise. */
  BACKUP_DIR: z.string().trim().min(1).default('./backups'),
  /** Uploads live in this bucket instead of DATA_DIR: they are not in the archive (src/lib/storage.ts). */
  S3_BUCKET: optionalText,
})

export type BackupEnv = z.infer<typeof backupEnvSchema>

export type DatabaseKind = 'sqlite' | 'postgres'

/** Where the site's state is: the database, and DATA_DIR for uploads and local secrets. */
export type Target = {
  dataDir: string
  /** Uploads in object storage: the bucket's name; the archive then holds no uploads. */
  bucket?: string
} & ({ kind: 'sqlite'; file: string } | { kind: 'postgres'; uri: string })

export function parseBackupEnv(source: Record<string, string | undefined>): BackupEnv {
  const result = backupEnvSchema.safeParse(source)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`)
  throw new UserError(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`)
}

export function targetOf(env: BackupEnv): Target {
  const dataDir = path.resolve(env.DATA_DIR)
  const bucket = env.S3_BUCKET
  const uri = env.DATABASE_URI ?? `file:${path.join(dataDir, 'dhofar.db')}`
  if (/^postgres(ql)?:\/\//.test(uri)) return { kind: 'postgres', uri, dataDir, bucket }
  // libSQL's file URLs: `file:` then a path, maybe with query options.
  const file = path.resolve(decodeURIComponent(uri.slice('file:'.length).split('?')[0]))
  return { kind: 'sqlite', file, dataDir, bucket }
}

/** A refusal or a failure to explain to the operator in one message: the scripts print it without a stack. */
export class UserError extends Error {}

/** Where under DATA_DIR the archive's files go, besides the database: uploads, then the local secrets. */
export const DATA_ENTRIES = ['media', 'datasets', 'secrets.json'] as const
export const UPLOAD_FOLDERS = ['media', 'datasets'] as const
