/** `npm run seed` fills in whatever seed content is missing; `npm run seed -- --reset` starts over. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from '@/seed'

const reset = process.argv.includes('--reset')
const payload = await getPayload({ config })
const started = Date.now()
await seed(payload, { reset, log: (m) => console.log(`[seed] ${m}`) })
console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)
