/**
 * Runs once when the server process starts (`next start` and `next dev`), before it handles a request:
 * - every request gets the connection's peer address stamped on it, loses the forwarded headers of a peer that is
 *   not a trusted proxy, and loses the headers only Next's own pipeline may send (src/lib/peer-address.ts);
 * - Payload starts now, not at the first request that needs it. A database that cannot be opened does not stop the
 *   server (below);
 * - the scheduled-publishing runner starts: every 5 seconds it publishes and unpublishes what is due
 *   (src/features/schedules/runner.ts). Here, since this is the one hook every way of serving the site runs
 *   (`next start`, `next dev`, scripts/serve.mjs, each replica of scripts/cluster.mjs), and no script or test does.
 *   Not during `next build`, whose workers load this file too. docs/decisions/0037-scheduled-publishing-runner.md;
 * - the alerts' expiry timer starts (src/features/alerts/expiry.ts, docs/decisions/0038-alerts-on-time.md);
 * - the redirect table the proxy answers old addresses from is installed (src/features/redirects/table.ts, read at
 *   the first request that needs it, docs/decisions/0040-redirects.md).
 * - traces are exported when OTEL_EXPORTER_OTLP_ENDPOINT is set (src/lib/tracing, docs/decisions/0052-traces.md):
 *   started before anything else.
 */
export async function register() {
  // Next's documented runtime switch (inlined at build time), not configuration (src/lib/env.ts).
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // First, so that Payload's start and every request are traced (nothing starts without an OTLP endpoint).
  const { startTracing } = await import('./lib/tracing/start')
  startTracing()
  const { installPeerAddress } = await import('./lib/peer-address')
  // NODE_ENV is inlined by Next at build time: `next start` and scripts/serve.mjs run production builds.
  installPeerAddress({ production: process.env.NODE_ENV === 'production' })
  const [{ getPayloadClient }, { startScheduleRunner }, { isNextBuild }] = await Promise.all([
    import('./lib/payload'),
    import('./features/schedules/runner'),
    import('payload/shared'),
  ])
  // It asks for Payload at each run, so it also starts when the database comes back (below).
  if (!isNextBuild()) startScheduleRunner(getPayloadClient)
  if (!isNextBuild()) {
    const { installRedirectTable } = await import('./features/redirects/cms')
    installRedirectTable(getPayloadClient)
  }
  try {
    const payload = await getPayloadClient()
    // Alerts leave every page at their expiry without anyone's action (src/features/alerts/expiry.ts, ADR 0038).
    if (!isNextBuild()) {
      const { armAlertExpiry } = await import('./features/alerts/cms')
      armAlertExpiry(payload, 0)
    }
  } catch (error) {
    // Not fatal: a hook that throws makes Next answer every request with a 500, pre-rendered pages included. Without
    // the database the pages are still served, the API and the rating answer 503 and /api/health says so; the next
    // request that needs Payload tries to start it again (bench/faults, "database unreadable").
    const reason = error instanceof Error ? error.message : String(error)
    console.error(`Payload could not start (${reason}); serving what needs no database until it can.`)
  }
}
