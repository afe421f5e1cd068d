/**
 * The policy for one public page, from the HTML that Next.js will serve for it: the HTML its cache holds for the
 * page (noted by src/lib/page-cache-handler.mjs whenever Next stores or serves it, so a page regenerated after an
 * edit gets its new hashes with it), or before Next has read the page at all, the pre-rendered file of the build.
 * Hashes are computed once per version of a page.
 *
 * A regeneration that finishes between this look-up and the answer can serve one response whose data script is
 * not listed (its JavaScript is then blocked for that view; the HTML is complete). ADR 0016 weighs this.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { firstRenderPolicy, inlineScriptHashes, sitePolicy } from './csp.mjs'
import { env } from './env'

const cache = new Map<string, { mtimeMs: number; policy: string }>()
const MAX_ENTRIES = 5000

/** `/en/about` → `<distDir>/server/app/en/about.html`; `..` and the like never reach here (Next normalises paths). */
export function htmlFileOf(internalPath: string, distDir: string = env.NEXT_DIST_DIR): string {
  const clean = internalPath.replace(/\/+$/, '') || '/index'
  return path.join(process.cwd(), distDir, 'server', 'app', `${clean}.html`)
}

type ServedPage = { html: string; seq: number; expired: boolean }

/** What src/lib/page-cache-handler.mjs noted of the pages Next stored or served, by path (`/en/about`). */
function servedPages(): Map<string, ServedPage> | undefined {
  return (globalThis as Record<symbol, Map<string, ServedPage> | undefined>)[Symbol.for('dhofar.servedPages')]
}

const fromServed = new Map<string, { seq: number; policy: string }>()

export async function pagePolicy(internalPath: string): Promise<string> {
  // With the Redis cache handler (several replicas, docs/deploy.md) the served HTML lives in Redis, not in this
  // process: until that handler notes pages too, the cluster serves the policy of a page rendered on request.
  if (env.REDIS_URL) return firstRenderPolicy
  const path = internalPath.replace(/\/+$/, '') || '/index'
  // The HTML Next holds for the page (regenerated after an edit, or read once from the build).
  const served = servedPages()?.get(path)
  // An edit expired it: the next response is a fresh render, whose scripts are not known before it is sent.
  if (served?.expired) return firstRenderPolicy
  if (served) {
    const known = fromServed.get(path)
    if (known && known.seq === served.seq) return known.policy
    const policy = sitePolicy(inlineScriptHashes(served.html))
    if (fromServed.size >= MAX_ENTRIES) fromServed.clear()
    fromServed.set(path, { seq: served.seq, policy })
    return policy
  }
  // Not yet read since the server started: the build's file, which is what Next will read for it.
  const file = htmlFileOf(internalPath)
  try {
    const { mtimeMs } = await stat(file)
    const known = cache.get(file)
    if (known && known.mtimeMs === mtimeMs) return known.policy
    const policy = sitePolicy(inlineScriptHashes(await readFile(file, 'utf8')))
    if (cache.size >= MAX_ENTRIES) cache.clear()
    cache.set(file, { mtimeMs, policy })
    return policy
  } catch {
    return firstRenderPolicy
  }
}
