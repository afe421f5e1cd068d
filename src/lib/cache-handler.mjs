/**
 * Next's cache handler for several replicas (docs/decisions/0014-redis-cache-handler.md), used only when
 * REDIS_URL is set (next.config.ts); without it Next keeps its own file-system cache and nothing here loads.
 *
 * - Entries (pre-rendered pages, route answers, `unstable_cache` data) live in Redis, so a page rendered by one
 *   replica is served by all; each replica keeps the entries it read in a small in-process LRU in front.
 * - Tag expiry (`revalidateTag`) is written to a Redis hash and published on a channel. Every replica applies it
 *   to Next's own in-process tag manifest, which Next consults for staleness, and this handler consults for
 *   expiry, so a publish on one replica expires the same tags on all of them within milliseconds. On (re)connect
 *   a replica reads the whole hash, so a missed message cannot leave it serving expired content, and sends again
 *   the expiries it made while Redis was away (a restarted Redis is empty, and no other replica heard them).
 * - While Redis is down reads miss (the page is rendered) and writes are dropped: pages are still served. While
 *   the connection is not ready, neither waits for Redis.
 *
 * Plain JavaScript: Next loads it with Node, outside the bundler. It reads REDIS_URL itself for that reason
 * (src/lib/env.ts validates the same variable for the rest of the app).
 */
import { createRequire } from 'node:module'
import v8 from 'node:v8'

import Redis from 'ioredis'

import { countNextCacheRead, metrics } from './metrics.mjs'
import { expireResponses, noteTags } from './response-cache.mjs'

const require = createRequire(import.meta.url)
// The module Next itself keeps the tag manifest in (shared by every bundle of the server: an ".external" module).
const { tagsManifest, areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

const PREFIX = 'dhofar:next:'
const TAGS_HASH = `${PREFIX}tags`
const TAGS_CHANNEL = `${PREFIX}tags`
/** Entries without a lifetime of their own are dropped after this long unused (Redis should also cap memory). */
const DEFAULT_TTL_SECONDS = 14 * 24 * 3600
const LOCAL_ENTRIES = 1000
const TAGS_HEADER = 'x-next-cache-tags'
/**
 * When tags expired by an edit are expired again: a render that read the content before the edit committed and wrote
 * its entry after the expiry would keep the old content (a scheduled article's 404) until the next edit. A second
 * covers most; on a loaded machine a render took longer (a cluster test saw two of six articles stuck), hence 5 s too.
 */
const REEXPIRE_AFTER_MS = [1000, 5000]

/**
 * Applies a tag's { stale, expired } times to this process, keeping the later of each; a change also drops the
 * origin's kept responses made from the tag (./response-cache.mjs).
 */
function applyTag(tag, update) {
  const current = tagsManifest.get(tag) ?? {}
  const next = { ...current }
  let changed = false
  for (const field of ['stale', 'expired']) {
    if (typeof update[field] === 'number' && !(current[field] >= update[field])) {
      next[field] = update[field]
      changed = true
    }
  }
  tagsManifest.set(tag, next)
  if (changed) expireResponses([tag])
}

function entryTags(value, ctx) {
  const tags = []
  const header = value?.headers?.[TAGS_HEADER]
  if (typeof header === 'string') tags.push(...header.split(','))
  if (ctx?.tags) tags.push(...ctx.tags)
  return tags
}

const shared = (globalThis[Symbol.for('dhofar.next-cache')] ??= {})

function connections() {
  if (shared.command) return shared
  const url = process.env.REDIS_URL
  const options = { maxRetriesPerRequest: 1, commandTimeout: 1000, retryStrategy: (n) => Math.min(n * 200, 2000) }
  shared.command = new Redis(url, { ...options, connectionName: 'dhofar-next-cache' })
  shared.subscriber = new Redis(url, { ...options, connectionName: 'dhofar-next-cache-sub' })
  shared.local = new Map()
  let reported = false
  for (const [name, client] of [['next-cache', shared.command], ['next-cache-sub', shared.subscriber]]) {
    client.on('reconnecting', () => metrics().redisReconnects.inc({ connection: name }))
    client.on('error', (error) => {
      if (!reported) console.error(`cache handler: redis ${error.message}; serving without the shared cache meanwhile`)
      reported = true
    })
  }
  shared.subscriber.on('message', (_channel, message) => {
    try {
      for (const [tag, update] of Object.entries(JSON.parse(message))) applyTag(tag, update)
    } catch {
      // a malformed message changes nothing
    }
  })
  const loadTags = async () => {
    const all = await shared.command.hgetall(TAGS_HASH)
    for (const [tag, json] of Object.entries(all)) applyTag(tag, JSON.parse(json))
  }
  // Subscribe first, then read the hash: an expiry published in between is seen by one or the other.
  shared.ready = new Promise((resolve) => {
    shared.subscriber.on('ready', () => {
      reported = false
      shared.subscriber
        .subscribe(TAGS_CHANNEL)
        .then(() => waitReady(shared.command))
        .then(loadTags)
        .then(shareMissed)
        .catch((error) => console.error('cache handler: could not read the shared tags', error.message))
        .finally(resolve)
    })
    // Do not hold the first requests for long when Redis is away.
    setTimeout(resolve, 2000).unref?.()
  })
  return shared
}

function waitReady(client) {
  if (client.status === 'ready') return Promise.resolve()
  return new Promise((resolve) => client.once('ready', resolve))
}

function remember(key, entry) {
  const { local } = shared
  local.delete(key)
  local.set(key, entry)
  if (local.size > LOCAL_ENTRIES) local.delete(local.keys().next().value)
}

function isExpired(entry, ctx) {
  const tags = [...entry.tags, ...(ctx?.softTags ?? [])]
  return tags.length > 0 && areTagsExpired(tags, entry.lastModified)
}

/** Expires tags here and on every replica (the hash for those that connect later, the channel for the others). */
async function expire(list, durations) {
  const now = Date.now()
  const updates = {}
  for (const tag of list) {
    updates[tag] = durations
      ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
      : { expired: now }
    applyTag(tag, updates[tag])
  }
  await share(list)
}

/** Tags expired here that the other replicas have not been told of: Redis was away. Sent again when it is back. */
const unshared = new Set()

/** Writes the tags' times (this process's, the latest it knows) to the hash and the channel. */
async function share(list) {
  // Redis away: kept aside at once, not after a command's timeout (an editor's save waits for its expiries).
  if (shared.command.status !== 'ready') {
    for (const tag of list) unshared.add(tag)
    return
  }
  try {
    const times = Object.fromEntries(list.map((tag) => [tag, tagsManifest.get(tag)]))
    const stored = Object.fromEntries(list.map((tag) => [tag, JSON.stringify(times[tag])]))
    await shared.command.multi().hset(TAGS_HASH, stored).publish(TAGS_CHANNEL, JSON.stringify(times)).exec()
  } catch (error) {
    for (const tag of list) unshared.add(tag)
    console.error('cache handler: could not share a tag expiry (sent again when Redis is back)', error.message)
  }
}

/** On (re)connect: what was expired here while Redis was away (a restarted Redis is empty, and nobody heard it). */
async function shareMissed() {
  if (unshared.size === 0) return
  const list = [...unshared]
  unshared.clear()
  await share(list)
}

/**
 * What a request's `revalidateTag` does through this handler, for code that runs outside a request (the scheduled
 * publishing runner): the same expiry here and on every replica, and again 1 s and 5 s later. Found by
 * src/lib/expire-here.ts on the process-wide record, so that the app's bundles need not load this module.
 */
function expireFromOutside(list) {
  void expire(list, { expire: 0 })
  for (const delay of REEXPIRE_AFTER_MS) setTimeout(() => void expire(list, { expire: 0 }), delay).unref?.()
}

export default class RedisCacheHandler {
  constructor() {
    connections()
    shared.expireFromOutside = expireFromOutside
  }

  async get(key, ctx) {
    const entry = await this.#read(key, ctx)
    countNextCacheRead(ctx, entry)
    return entry
  }

  async #read(key, ctx) {
    await shared.ready
    const local = shared.local.get(key)
    if (local && !isExpired(local, ctx)) {
      noteTags(local.tags)
      return local
    }
    // Redis away (the connection is reconnecting): a miss at once. Queued, the command would only fail after the
    // reconnection attempts or its 1 s timeout, and a page reads several entries one after another.
    if (shared.command.status !== 'ready') return null
    let entry
    try {
      const raw = await shared.command.getBuffer(PREFIX + key)
      entry = raw ? v8.deserialize(raw) : null
    } catch {
      return null // Redis away: render
    }
    if (!entry || isExpired(entry, ctx)) return null
    remember(key, entry)
    noteTags(entry.tags)
    return entry
  }

  async set(key, data, ctx) {
    const entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl, tags: entryTags(data, ctx) }
    remember(key, entry)
    noteTags(entry.tags)
    const lifetime = ctx?.cacheControl?.expire
    const ttl = typeof lifetime === 'number' && lifetime > 0 && lifetime < DEFAULT_TTL_SECONDS ? lifetime : DEFAULT_TTL_SECONDS
    if (shared.command.status !== 'ready') return // Redis away: this replica still has it in memory
    try {
      await shared.command.set(PREFIX + key, v8.serialize(entry), 'EX', Math.ceil(ttl))
    } catch {
      // Redis away: this replica still has it in memory
    }
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    await expire(list, durations)
    // Payload's hooks expire tags inside the editor's transaction, before it commits: a page rendered in between
    // (on any replica) would cache the old content under a fresh date. Expiring the same tags again 1 s and 5 s
    // later drops such an entry; it costs at most two more renders of the pages that use them.
    for (const delay of REEXPIRE_AFTER_MS) setTimeout(() => void expire(list, durations), delay).unref?.()
  }

  resetRequestCache() {}
}
