#!/usr/bin/env node
/** `node scripts/lib/pg-cli.mjs -- <command...>`: runs a command with DATABASE_URI set to a throwaway PostgreSQL. */
import { spawnSync } from 'node:child_process'

import { startThrowawayPostgres } from './postgres.mjs'

const args = process.argv.slice(process.argv.indexOf('--') + 1)
const pg = await startThrowawayPostgres()
if (!pg) {
  console.error('PostgreSQL server binaries (initdb, pg_ctl) not found. Install them: apt-get install -y postgresql')
  process.exit(1)
}
let status = 1
try {
  const result = spawnSync(args[0], args.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URI: pg.uri } })
  status = result.status ?? 1
} finally {
  pg.stop()
}
process.exit(status)
