/**
 * Runs once when the server process starts (`next start` and `next dev`), before it handles a request:
 * - every request gets the connection's peer address stamped on it (src/lib/peer-address.ts, issue 16);
 * - Payload starts now, not at the first request that needs it: the public pages are static, so without this the
 *   scheduled-publishing runner (payload.config.ts `jobs.autoRun`) could wait for the first admin visit.
 */
export async function register() {
  // Next's documented runtime switch (inlined at build time), not configuration (src/lib/env.ts).
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { installPeerAddress } = await import('./lib/peer-address')
  installPeerAddress()
  const { getPayloadClient } = await import('./lib/payload')
  await getPayloadClient()
}
