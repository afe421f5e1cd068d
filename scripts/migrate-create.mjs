#!/usr/bin/env node
/**
 * `npm run migrate:create -- <name>`: writes a migration for SQLite and one for PostgreSQL from the current
 * Payload config (PostgreSQL through a throwaway cluster), so both databases always have the same schema.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startThrowawayPostgres } from './lib/postgres.mjs'
import { withLexicalBuild } from './lib/run-tsx.mjs'

const name = process.argv[2] ?? 'change'
const payloadBin = path.resolve('node_modules/payload/bin.js')
mkdirSync('src/migrations', { recursive: true })

function create(databaseUri) {
  const result = spawnSync(process.execPath, [payloadBin, 'migrate:create', name], {
    stdio: 'inherit',
    env: withLexicalBuild({ ...process.env, DATABASE_URI: databaseUri }),
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'dhofar-sqlite-'))
try {
  create(`file:${path.join(tmp, 'schema.db')}`)
} finally {
  rmSync(tmp, { recursive: true, force: true })
}

const pg = await startThrowawayPostgres()
if (!pg) {
  console.error('PostgreSQL server binaries not found (apt-get install -y postgresql): only the SQLite migration was written.')
  process.exit(1)
}
try {
  create(pg.uri)
} finally {
  pg.stop()
}
