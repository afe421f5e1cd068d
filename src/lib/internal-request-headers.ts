/**
 * Request headers that Next.js 16 acts on but that only Next itself, its proxy step or a hosting platform may set
 * (docs/decisions/0036-what-the-caches-key-on.md). A visitor who sends one changes what Next answers without it being
 * part of any cache's key: `x-middleware-prefetch: 1` makes Next answer `{}` with `private, no-store` for any page
 * that is not pre-rendered, which the caches in front kept for everyone. Next drops some of them itself
 * (`x-middleware-rewrite`, `x-matched-path`, `x-nextjs-data`, `next-resume`, …, in its router server) but not all, so
 * every request that reaches the process over a socket loses all of them before anything reads it
 * (src/lib/peer-address.ts). Next never sends itself a request over a socket in this deployment (revalidation, the
 * image optimizer's local reads and the proxy all run in the process), so nothing legitimate is lost.
 *
 * Kept: the client router's own headers (`rsc`, `next-router-*`, `next-url`, `next-action`), which browsers send and
 * which both caches put in their keys.
 */

/** Any header under these prefixes: Next's proxy hand-over (`x-middleware-*`), older Next and platform hand-overs. */
const INTERNAL_PREFIXES = ['x-middleware-', 'x-invoke-', 'x-now-', 'x-nextjs-', 'x-next-', 'x-prerender-', 'x-vercel-']

/**
 * Headers Next reads from the request as a signal from its own pipeline: the matched route and resume state, on-demand
 * revalidation, and the page's nonce (Next takes it from a `Content-Security-Policy` request header, which its proxy
 * step normally sets).
 */
const INTERNAL_NAMES = new Set(['x-matched-path', 'next-resume', 'content-security-policy', 'content-security-policy-report-only'])

/**
 * Sent by `next dev`'s client (hot reload, the dev overlay's request ids): kept in development, dropped in
 * production, where no visitor needs them and `next-hmr-refresh` changes how cached reads are made.
 */
const DEVELOPMENT_NAMES = new Set(['next-hmr-refresh', 'x-nextjs-request-id', 'x-nextjs-html-request-id'])

export function isInternalRequestHeader(name: string, production: boolean): boolean {
  const lower = name.toLowerCase()
  if (DEVELOPMENT_NAMES.has(lower)) return production
  return INTERNAL_NAMES.has(lower) || INTERNAL_PREFIXES.some((prefix) => lower.startsWith(prefix))
}

/**
 * Deletes every internal header from a request's headers (Node's lower-cased object), in place; returns the names
 * it deleted. In development the dev client's own headers stay (`production` false).
 */
export function dropInternalRequestHeaders(headers: Record<string, unknown>, production: boolean): string[] {
  const dropped: string[] = []
  for (const name of Object.keys(headers)) {
    if (!isInternalRequestHeader(name, production)) continue
    delete headers[name]
    dropped.push(name)
  }
  return dropped
}
