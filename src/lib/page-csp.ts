/**
 * The policy for one public page, from the HTML that Next.js will serve for it: the pre-rendered file of the build,
 * or the one it wrote back after regenerating the page (ISR writes to the same place). Hashes are kept per file
 * and recomputed when its modification time changes, so an edited page gets its new hashes on the next request.
 *
 * A regeneration that finishes between this look-up and the answer can serve one response whose data script is
 * not listed (its JavaScript is then blocked for that view; the HTML is complete). ADR 0016 weighs this.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { firstRenderPolicy, inlineScriptHashes, sitePolicy } from './csp'
import { env } from './env'

const cache = new Map<string, { mtimeMs: number; policy: string }>()
const MAX_ENTRIES = 5000

/** `/en/about` → `<distDir>/server/app/en/about.html`; `..` and the like never reach here (Next normalises paths). */
export function htmlFileOf(internalPath: string, distDir: string = env.NEXT_DIST_DIR): string {
  const clean = internalPath.replace(/\/+$/, '') || '/index'
  return path.join(process.cwd(), distDir, 'server', 'app', `${clean}.html`)
}

/**
 * Off for now: the full test suite showed that after an editor's change regenerates a page (ISR), the HTML Next
 * serves no longer matches the file read here, so the page's own inline scripts were blocked and its JavaScript
 * stopped (home, events). Until the hashes come from the HTML actually served, public pages keep the policy with
 * 'unsafe-inline' scripts (ADR 0016, "Status"). The hashing below is what that next step will reuse.
 */
const STRICT_PAGE_POLICY = false

export async function pagePolicy(internalPath: string): Promise<string> {
  if (!STRICT_PAGE_POLICY) return firstRenderPolicy
  // With the Redis cache handler (several replicas, docs/deploy.md) the served HTML lives in Redis, not on this disk:
  // hashes read from the build's files could miss the served page's scripts and block them. Until the handler
  // records each page's hashes with it, the cluster serves the policy of a page rendered on request.
  if (env.REDIS_URL) return firstRenderPolicy
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
