/**
 * The response header by which the app lets the origin's response cache (./response-cache.mjs, ADR 0029) keep an
 * answer Next renders on request: its value names the cache tags of what the answer shows beyond the cached reads
 * made while rendering it (those are noted by themselves), comma-separated. The server removes it before sending.
 * A module of its own, so that the app's bundles can name it without loading the cache.
 */
export const CACHE_TAGS_HEADER = 'x-origin-cache-tags'
