/** `npm run seed` fills in whatever seed content is missing; `npm run seed -- --reset` starts over. */
// Dynamic imports: see scripts/setup.ts.
const { loadEnvConfig } = await import('@next/env')
loadEnvConfig(process.cwd()) // the same .env files Next.js reads
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { seed } = await import('@/seed')
const { markContentChanged } = await import('@/seed/stamp')

const reset = process.argv.includes('--reset')
const payload = await getPayload({ config })
const started = Date.now()
await seed(payload, { reset, log: (m) => console.log(`[seed] ${m}`) })
markContentChanged()
console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s. A running site shows the seeded content after a restart of npm start.`)
process.exit(0)

export {}
