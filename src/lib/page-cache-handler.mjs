/**
 * Next's own file-system cache for one process (without REDIS_URL, next.config.ts), telling the origin's response
 * cache (./response-cache.mjs) the tags of every entry a request reads or writes, and the tags an edit expires. It
 * only observes: every read and write is Next's FileSystemCache's own.
 *
 * Plain JavaScript: Next loads it with Node, outside the bundler.
 */
import { createRequire } from 'node:module'

import { countNextCacheRead } from './metrics.mjs'
import { expireResponses, noteTags } from './response-cache.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

const TAGS_HEADER = 'x-next-cache-tags'

function tagsOf(value) {
  const raw = value?.headers?.[TAGS_HEADER]
  return typeof raw === 'string' ? raw.split(',') : []
}

/** The tags of an entry: a page's (its header) or a cached read's (given by Next with the call). */
function entryTags(value, ctx) {
  return [...tagsOf(value), ...(Array.isArray(ctx?.tags) ? ctx.tags : [])]
}

export default class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (entry) noteTags(entryTags(entry.value, ctx))
    countNextCacheRead(ctx, entry)
    return entry
  }

  async set(key, data, ctx) {
    noteTags(entryTags(data, ctx))
    return super.set(key, data, ctx)
  }

  async revalidateTag(tags, durations) {
    expireResponses(new Set(Array.isArray(tags) ? tags : [tags]))
    return super.revalidateTag(tags, durations)
  }
}
