/**
 * Starts Payload when the Next.js server starts, not at the first request that needs it: the public pages are
 * static, so without this the scheduled-publishing runner (payload.config.ts `jobs.autoRun`) could wait for the
 * first admin visit. Next calls `register` once per server process.
 */
export async function register() {
  // Next's documented runtime switch (inlined at build time), read before any app module loads.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getPayloadClient } = await import('./lib/payload')
  await getPayloadClient()
}
