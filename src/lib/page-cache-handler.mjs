/**
 * Next's own file-system cache for one process (without REDIS_URL, next.config.ts), noting the HTML of every page
 * it stores or serves, so that the proxy can give the page a script policy with the hashes of exactly the inline
 * scripts it is about to receive (src/lib/page-csp.ts, ADR 0016). Reading the build's HTML files was not enough:
 * after an editor's change Next keeps the regenerated page in its memory and under `route-cache/…`, so the page served
 * no longer matched the file.
 *
 * It only observes: every read and write is Next's FileSystemCache's own. What it keeps is a reference to the HTML
 * string Next keeps anyway, under the page's path (`/en/about`), shared with the proxy through `globalThis` (the
 * proxy and the cache run in the same server process).
 *
 * It also tells the origin's response cache (./response-cache.mjs) the tags of every entry a request reads or
 * writes, and the tags an edit expires.
 *
 * Plain JavaScript: Next loads it with Node, outside the bundler.
 */
import { createRequire } from 'node:module'

import { expireResponses, noteTags } from './response-cache.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/**
 * The key the proxy reads (src/lib/page-csp.ts): page path → { html, seq, tags, expired }. `expired` is set when one
 * of the page's cache tags is expired (an edit): Next then renders the page afresh for the next request, whose HTML
 * no one knows yet, so the proxy gives that one response the policy of a page rendered on request.
 */
export const SERVED_PAGES = Symbol.for('dhofar.servedPages')
const MAX_PAGES = 5000

const served = (globalThis[SERVED_PAGES] ??= new Map())
let seq = 0

/** `/route-cache/APP_PAGE/<hash>/$/en/about` (Next 16's keys) or `/en/about` → `/en/about`. */
export function pagePathOf(key) {
  const at = key.indexOf('/$/')
  return at === -1 ? key : key.slice(at + 2)
}

const TAGS_HEADER = 'x-next-cache-tags'

function tagsOf(value) {
  const raw = value?.headers?.[TAGS_HEADER]
  return typeof raw === 'string' ? raw.split(',') : []
}

/** The tags of an entry: a page's (its header) or a cached read's (given by Next with the call). */
function entryTags(value, ctx) {
  return [...tagsOf(value), ...(Array.isArray(ctx?.tags) ? ctx.tags : [])]
}

function note(key, value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return
  const path = pagePathOf(key)
  const known = served.get(path)
  if (known?.html === value.html && !known.expired) return
  if (served.size >= MAX_PAGES && !known) served.clear()
  served.set(path, { html: value.html, seq: ++seq, tags: tagsOf(value), expired: false })
}

export default class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    note(key, entry?.value)
    if (entry) noteTags(entryTags(entry.value, ctx))
    return entry
  }

  async set(key, data, ctx) {
    note(key, data)
    noteTags(entryTags(data, ctx))
    return super.set(key, data, ctx)
  }

  async revalidateTag(tags, durations) {
    const expired = new Set(Array.isArray(tags) ? tags : [tags])
    for (const page of served.values()) if (page.tags.some((tag) => expired.has(tag))) page.expired = true
    expireResponses(expired)
    return super.revalidateTag(tags, durations)
  }
}
