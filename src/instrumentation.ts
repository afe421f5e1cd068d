/**
 * Runs once when the server process starts (`next start` and `next dev`), before it handles a request.
 * NEXT_RUNTIME is Next's own flag for which runtime is loading this file, not configuration (src/lib/env.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { installPeerAddress } = await import('./lib/peer-address')
  installPeerAddress()
}
