/**
 * Database adapter choice: SQLite under ./data by default (WAL, synchronous=FULL so an acknowledged write survives
 * a crash), PostgreSQL when DATABASE_URI is a postgres:// URL. Each has its own migrations folder.
 */
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'

import { env, isPostgres } from './env'

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

export function databaseAdapter() {
  if (isPostgres) {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URI },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: env.DATABASE_URI },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
    wal: { synchronous: 'FULL' },
    busyTimeout: 5000,
  })
}
