/**
 * Builds (or reuses, --reuse-build) and serves the benchmark's throwaway site until interrupted, for weigh.ts or a
 * Lighthouse run with --url against a site kept up between runs.
 *
 *   npx tsx bench/lighthouse/serve.ts [--reuse-build] [--port 3950] [--image-scale 1]
 */
import { parseArgs } from 'node:util'

import { prepareSite, removeSite, startServer, stopServer } from '../lib/site'

async function main() {
  const { values } = parseArgs({
    options: {
      'reuse-build': { type: 'boolean', default: false },
      port: { type: 'string', default: '3950' },
      'image-scale': { type: 'string', default: '1' },
    },
  })
  const site = await prepareSite({
    reuseBuild: values['reuse-build'],
    host: 'localhost',
    port: Number(values.port),
    imageScale: Number(values['image-scale']),
  })
  const server = await startServer(site)
  console.log(`serving ${site.url} (Ctrl-C stops it and deletes the data)`)
  const stop = async () => {
    await stopServer(server)
    removeSite(site, false)
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
