/**
 * What `npm start` does before building and serving: apply migrations, seed an empty database, and create the
 * first administrator. Safe to run on every start.
 */
// Payload's rich-text package only loads through dynamic import() in a plain Node script (a static import of it
// deadlocks on its own top-level await), so the config and everything that imports it come in that way.
const { loadEnvConfig } = await import('@next/env')
loadEnvConfig(process.cwd()) // the same .env files Next.js reads
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { seed } = await import('@/seed')
const { ensureFirstAdmin } = await import('@/seed/admin')
const { markContentChanged } = await import('@/seed/stamp')

const log = (message: string) => console.log(`[setup] ${message}`)

const payload = await getPayload({ config })
log('applying database migrations')
await payload.db.migrate()
const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
if (totalDocs === 0) {
  log('empty database: seeding the Dhofar site (first run only)')
  const started = Date.now()
  await seed(payload, { log: (m) => log(`seed: ${m}`) })
  markContentChanged()
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}
await ensureFirstAdmin(payload, console.log)
log('database ready')
process.exit(0)

export {}
