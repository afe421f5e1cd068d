/**
 * What `npm start` does before building and serving: apply migrations, seed an empty database, and create the
 * first administrator. Safe to run on every start.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from '@/seed'
import { ensureFirstAdmin } from '@/seed/admin'

const log = (message: string) => console.log(`[setup] ${message}`)

const payload = await getPayload({ config })
log('applying database migrations')
await payload.db.migrate()
const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
if (totalDocs === 0) {
  log('empty database: seeding the Dhofar site (first run only, about a minute)')
  await seed(payload, { log: (m) => log(`seed: ${m}`) })
}
await ensureFirstAdmin(payload, console.log)
log('database ready')
process.exit(0)
