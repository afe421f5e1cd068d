/**
 * Builds (or reuses, --reuse-build) and serves the benchmark's throwaway site until interrupted, for weigh.ts or a
 * Lighthouse run with --url against a site kept up between runs.
 *
 *   npx tsx bench/lighthouse/serve.ts [--reuse-build] [--port 3950] [--image-scale 1] [--https 3960]
 *
 * With --https, visitors' address is nginx's HTTPS (HTTP/2, deploy/nginx, a throwaway certificate) on that port, in
 * front of the server, as on a deployed site (ADR 0035); a reused build must be served with the same --https port.
 */
import { parseArgs } from 'node:util'

import { prepareSite, removeSite, startHttpsFront, startServer, stopServer } from '../lib/site'

async function main() {
  const { values } = parseArgs({
    options: {
      'reuse-build': { type: 'boolean', default: false },
      port: { type: 'string', default: '3950' },
      'image-scale': { type: 'string', default: '1' },
      https: { type: 'string' },
    },
  })
  const site = await prepareSite({
    reuseBuild: values['reuse-build'],
    host: 'localhost',
    port: Number(values.port),
    imageScale: Number(values['image-scale']),
    httpsPort: values.https ? Number(values.https) : undefined,
  })
  const server = await startServer(site)
  const front = values.https
    ? await startHttpsFront(site).catch(async (error) => {
        await stopServer(server)
        removeSite(site, false)
        throw error
      })
    : null
  const through = front ? ` (HTTP/2 through nginx to ${site.url})` : ''
  console.log(`serving ${site.publicUrl}${through} (Ctrl-C stops it and deletes the data)`)
  const stop = async () => {
    await front?.stop()
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
