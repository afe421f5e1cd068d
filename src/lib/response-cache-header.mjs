/**
 * The response header by which the app lets the origin's response cache (./response-cache.mjs, ADR 0029) keep an
 * answer Next renders on request: its value names the cache tags of what the answer shows beyond the cached reads
 * made while rendering it (those are noted by themselves), comma-separated. The server removes it before sending.
 * A module of its own, so that the app's bundles can name it without loading the cache.
 */
export const CACHE_TAGS_HEADER = 'x-origin-cache-tags'

/**
 * Drops, in this process only, every kept answer made from one of `tags`, and keeps answers being made meanwhile
 * from being kept, through the cache's `globalThis` record, so that the app's bundles need not load the cache
 * (`expireResponses` of ./response-cache.mjs is this). For what only this process holds, such as its search index
 * (src/features/search/store.ts): expiring it through Next would reach the other replicas before their own copy has
 * changed. Without a response cache in the process (`next start`, tests) it does nothing.
 * @param {Iterable<string>} tags
 */
export function expireLocalResponses(tags) {
  /** @type {{ generation: number, caches: Set<{ dropTagged: (tags: readonly string[]) => void }> } | undefined} */
  const shared = /** @type {any} */ (globalThis)[Symbol.for('dhofar.responseCache')]
  if (!shared) return
  shared.generation++
  const list = [...tags]
  for (const cache of shared.caches) cache.dropTagged(list)
}
