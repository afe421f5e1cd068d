/**
 * Content written outside the running site (seed scripts) expires no cache, so `npm start` must rebuild: it reads
 * this stamp into its build fingerprint (scripts/start.mjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { env } from '@/lib/env'

export function markContentChanged() {
  mkdirSync(env.DATA_DIR, { recursive: true })
  writeFileSync(path.join(env.DATA_DIR, 'content-stamp'), new Date().toISOString())
}
