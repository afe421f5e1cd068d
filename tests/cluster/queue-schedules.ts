/**
 * For the cluster test (tests/cluster/schedules.mjs): queues a scheduled publish of each page id given, at one time,
 * as the admin's schedule drawer does (the page's id as a string). Run with tsx against the cluster's database:
 *   tsx tests/cluster/queue-schedules.ts <ISO time> <page id>...
 */
export {}

const { loadEnvConfig } = await import('@next/env')
loadEnvConfig(process.cwd())
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')

const [at, ...ids] = process.argv.slice(2)
if (!at || Number.isNaN(Date.parse(at)) || ids.length === 0) {
  console.error('usage: tsx tests/cluster/queue-schedules.ts <ISO time> <page id>...')
  process.exit(2)
}
const payload = await getPayload({ config })
for (const id of ids) {
  await payload.jobs.queue({
    task: 'schedulePublish',
    // Payload's types say a number; the drawer sends String(id), and the task reads either.
    input: { type: 'publish', doc: { relationTo: 'pages', value: id as unknown as number } },
    waitUntil: new Date(at),
  })
}
process.exit(0)
