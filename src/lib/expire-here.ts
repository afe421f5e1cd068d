/**
 * Expire cache tags on this process from outside a request: a timer (src/features/alerts/expiry.ts) or the
 * scheduled publishing runner (src/features/schedules/runner.ts), where Next's
 * `revalidateTag` refuses to run (it needs a request's store). It does what Next's cache handlers do when a request
 * expires a tag (src/lib/page-cache-handler.mjs, src/lib/cache-handler.mjs): marks the tag expired now in Next's own
 * tag manifest, which Next and both handlers consult before serving an entry (a page, a cached read), and drops the
 * origin's kept answers made from it (src/lib/response-cache.mjs). Nothing is sent to other replicas: each runs its
 * own timer. Relies on the same Next internal module the Redis handler already relies on (ADR 0014, 0029).
 */
import { createRequire } from 'node:module'
import path from 'node:path'

import { expireLocalResponses } from './response-cache-header.mjs'

type TagEntry = { stale?: number; expired?: number }
type Manifest = Map<string, TagEntry>

let manifest: Manifest | null | undefined

function tagsManifest(): Manifest | null {
  if (manifest !== undefined) return manifest
  try {
    // Resolved from the project like Next's own server does, so this is the one instance Next reads (an ".external"
    // module is never bundled). next.config.ts names the cache handlers from the same working directory.
    const require = createRequire(path.join(process.cwd(), 'package.json'))
    manifest = (require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as { tagsManifest: Manifest }).tagsManifest
  } catch {
    manifest = null
  }
  return manifest
}

/**
 * Expire cache tags from outside a request as a request's `revalidateTag` would: on every replica when the Redis
 * cache handler runs in this process (src/lib/cache-handler.mjs shares the expiry, and repeats it 1 s and 5 s later),
 * else here. For content changed by the scheduled publishing runner, whose Payload hooks run with no request.
 */
export function expireTagsFromOutside(tagList: readonly string[]): void {
  const redisHandler = (globalThis as { [key: symbol]: { expireFromOutside?: (tags: string[]) => void } | undefined })[
    Symbol.for('dhofar.next-cache')
  ]
  if (redisHandler?.expireFromOutside) redisHandler.expireFromOutside([...tagList])
  else {
    expireTagsHere(tagList)
    // A page rendered while the change's transaction was still open, or read before it and written after the
    // expiry, would be kept with the old content: expired again 1 s and 5 s later (src/lib/cache-handler.mjs).
    for (const delay of [1000, 5000]) setTimeout(() => expireTagsHere(tagList), delay).unref?.()
  }
}

/**
 * When `tag` was last expired on this process (by an edit here, or on another replica through Redis: the Redis
 * handler applies every replica's expiries to the same manifest), or undefined if never; a future expiry does not
 * count until it comes.
 */
export function tagExpiredAt(tag: string, now = Date.now()): number | undefined {
  const expired = tagsManifest()?.get(tag)?.expired
  return typeof expired === 'number' && expired <= now ? expired : undefined
}

export function expireTagsHere(tagList: readonly string[], now = Date.now()): void {
  const tags = tagsManifest()
  for (const tag of tagList) {
    if (tags) tags.set(tag, { ...tags.get(tag), stale: now, expired: now })
  }
  expireLocalResponses(tagList)
}
