/** `npm run seed` fills in whatever seed content is missing; `npm run seed -- --reset` starts over. */
// Dynamic imports: see scripts/setup.ts.
const { loadEnvConfig } = await import('@next/env')
loadEnvConfig(process.cwd()) // the same .env files Next.js reads
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { seed } = await import('@/seed')

const reset = process.argv.includes('--reset')
const payload = await getPayload({ config })
const started = Date.now()
await seed(payload, { reset, log: (m) => console.log(`[seed] ${m}`) })
console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)

export {}
