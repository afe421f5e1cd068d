/**
 * The origin's response cache (docs/decisions/0029-fast-origin.md): the final bytes of an anonymous visitor's GET,
 * headers and (gzipped) body as Next.js sent them, answered again without running Next at all, until one of the
 * cache tags of what it was made from is expired. The server (scripts/serve.mjs) puts it in front of Next's request
 * handler; Next's cache handlers (./page-cache-handler.mjs, ./cache-handler.mjs) tell it which tags a request read
 * (`noteTags`) and which tags an edit expired (`expireResponses`).
 *
 * What is kept:
 * - pages Next serves from its own cache (pre-rendered or regenerated: `x-nextjs-cache`, a shared `Cache-Control`),
 *   for as long as that `Cache-Control` allows, under the tags of Next's cache entry;
 * - responses the app marks with `x-origin-cache-tags` (the public API's cached answers, the search screen), under
 *   the tags of the cached reads made while answering plus the tags the header names (what the uncached part, e.g.
 *   the search index, depends on). The header never leaves the server.
 * Never kept: anything but a 200, a response whose cookies are not exactly the remembered language its key predicts,
 * one whose Content-Type is not the one its address should have (HTML for a page, JSON for the public API, Next's
 * RSC type for a client-router request), a request of an editor (Payload's session or draft mode cookies, an
 * Authorization header), a request whose remembered language next-intl would not read as a language, the admin,
 * Payload's REST, Next's own files, a response Next served stale, and a response made while an edit expired tags (it
 * may hold the old content).
 *
 * The key is every input the answer depends on, and what an answer must be to be kept follows from it
 * (./response-cache-key.mjs, docs/decisions/0036-what-the-caches-key-on.md).
 *
 * Memory is bounded (lru-cache, by bytes): addresses without a query string or router headers (the site's pages, a
 * set the content bounds) in one budget, the rest (search terms, API parameters, client-router requests: anyone can
 * make up new ones) in a smaller one of its own, so a stranger's random queries evict only each other. Nothing is
 * written to disk.
 *
 * A kept HTML page keeps the script policy it was sent with, which the server made from its own bytes
 * (./strict-scripts.mjs, ADR 0016).
 *
 * Plain JavaScript: the server loads it with Node, outside the bundler; the handlers share it through `globalThis`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { LRUCache } from 'lru-cache'

import { metrics } from './metrics.mjs'
import { CACHE_TAGS_HEADER, expireLocalResponses } from './response-cache-header.mjs'
import { cookiesAsPredicted, expectedLanguageCookie, expectedTypes, requestKey, ROUTER_HEADERS, typeIsOneOf } from './response-cache-key.mjs'

/** @typedef {{ tags: Set<string>, generation: number }} RequestReads */
/** @typedef {{ headers: Record<string, string | string[]>, body: Buffer, etag: string | undefined, tags: string[] }} Entry */

/** @type {{ reads: AsyncLocalStorage<RequestReads>, generation: number, caches: Set<ResponseCache> }} */
const shared = (globalThis[Symbol.for('dhofar.responseCache')] ??= {
  reads: new AsyncLocalStorage(),
  generation: 0,
  caches: new Set(),
})

/**
 * Called by Next's cache handler for each entry it reads or writes: the tags join those of the request being
 * answered, if the response cache is recording one.
 * @param {Iterable<string> | undefined} tags
 */
export function noteTags(tags) {
  const reads = shared.reads.getStore()
  if (reads && tags) for (const tag of tags) reads.tags.add(tag)
}

/**
 * Called by Next's cache handler when tags expire (an edit here, or on another replica through Redis): every kept
 * response made from them is dropped, and responses being made meanwhile are not kept.
 * @param {Iterable<string>} tags
 */
export function expireResponses(tags) {
  expireLocalResponses(tags) // the same record on globalThis; the one implementation (./response-cache-header.mjs)
}

/** The request headers an answer may vary on: all are in the key. */
const KNOWN_VARY = new Set(['accept-encoding', ...ROUTER_HEADERS])
/** Headers that belong to one connection or one request (its id, scripts/serve.mjs) or are recomputed when answering. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id', CACHE_TAGS_HEADER])
const MAX_ENTRY_BYTES = 4 * 1024 * 1024
/** A response opted in by the app is kept until its tags expire, and at most this long. */
const OPTED_IN_TTL_MS = 24 * 3600 * 1000

/**
 * `max-age`-like lifetime in ms of a page Next served from its cache, or 0.
 * @param {string} cacheControl
 */
function sharedLifetimeMs(cacheControl) {
  if (/\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0
  const seconds = /\bs-maxage=(\d+)/i.exec(cacheControl)?.[1] ?? /\bmax-age=(\d+)/i.exec(cacheControl)?.[1]
  return seconds ? Number(seconds) * 1000 : 0
}


/** @param {string | string[] | number | undefined} value */
const headerText = (value) => (Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value))

/**
 * The entry to keep for a finished response to `request`, or undefined when it must not be kept.
 * @param {{ request: Pick<import('./response-cache-key.mjs').RequestKey, 'url' | 'language' | 'document' | 'rsc'>, status: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer | undefined, reads: RequestReads }} response
 * @returns {{ entry: Entry, ttl: number } | undefined}
 */
export function entryOf({ request, status, headers, body, reads }) {
  if (status !== 200 || !body || !cookiesAsPredicted(headers['set-cookie'], expectedLanguageCookie(request))) return undefined
  if (!typeIsOneOf(headerText(headers['content-type']), expectedTypes(request))) return undefined
  if (reads.generation !== shared.generation) return undefined // an edit expired tags meanwhile
  const vary = headerText(headers.vary).toLowerCase().split(',').map((name) => name.trim()).filter(Boolean)
  if (vary.some((name) => !KNOWN_VARY.has(name))) return undefined
  const declared = headerText(headers[CACHE_TAGS_HEADER]).split(',').filter(Boolean)
  const nextCache = headerText(headers['x-nextjs-cache'])
  let ttl = 0
  if (declared.length > 0) ttl = OPTED_IN_TTL_MS
  else if (nextCache && nextCache !== 'STALE') ttl = sharedLifetimeMs(headerText(headers['cache-control']))
  const tags = [...new Set([...reads.tags, ...declared])]
  const encoding = headerText(headers['content-encoding'])
  if (ttl <= 0 || tags.length === 0 || (encoding !== '' && encoding !== 'gzip')) return undefined
  /** @type {Record<string, string | string[]>} */
  const kept = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_KEPT.has(name)) kept[name] = typeof value === 'number' ? String(value) : value
  }
  // Answered again from a cache: a page first made on this request (MISS) is a HIT from now on.
  if (kept['x-nextjs-cache']) kept['x-nextjs-cache'] = 'HIT'
  kept['content-length'] = String(body.length)
  return { entry: { headers: kept, body, etag: headers.etag === undefined ? undefined : headerText(headers.etag), tags }, ttl }
}

/** One budget of kept responses, with the index from a tag to the keys kept under it. */
class Budget {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    /** @type {Map<string, Set<string>>} */
    this.byTag = new Map()
    /** @type {LRUCache<string, Entry>} */
    this.lru = new LRUCache({
      maxSize: maxBytes,
      // Past its lifetime an answer stays until replaced or evicted: see `ResponseCache.get`.
      allowStale: true,
      noDeleteOnStaleGet: true,
      sizeCalculation: (entry) => entry.body.length + 512,
      dispose: (entry, key) => {
        for (const tag of entry.tags) {
          const keys = this.byTag.get(tag)
          keys?.delete(key)
          if (keys?.size === 0) this.byTag.delete(tag)
        }
      },
    })
  }

  /** @param {string} key @param {Entry} entry @param {number} ttl */
  set(key, entry, ttl) {
    this.lru.set(key, entry, { ttl })
    if (!this.lru.has(key)) return // larger than the budget
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
  }

  /** @param {readonly string[]} tags */
  dropTagged(tags) {
    let dropped = 0
    for (const tag of tags) for (const key of [...(this.byTag.get(tag) ?? [])]) dropped += this.lru.delete(key) ? 1 : 0
    if (dropped > 0) metrics().responseCacheExpiries.inc(dropped)
  }
}

export class ResponseCache {
  /** @param {{ maxBytes?: number, openMaxBytes?: number }} [options] */
  constructor({ maxBytes = 96 * 1024 * 1024, openMaxBytes = 32 * 1024 * 1024 } = {}) {
    this.closed = new Budget(maxBytes)
    this.open = new Budget(openMaxBytes)
    shared.caches.add(this)
  }

  /**
   * The kept answer, and whether it is past its lifetime (`s-maxage`). A stale one is what Next itself would send
   * (it answers from its stale copy while it regenerates the page): it may be sent while one request asks Next again.
   * An expired tag deletes the answer instead, so an edit is never answered from it.
   * @param {{ key: string, open: boolean }} at
   * @returns {{ entry: Entry, stale: boolean } | undefined}
   */
  get({ key, open }) {
    const { lru } = open ? this.open : this.closed
    const entry = lru.get(key)
    return entry && { entry, stale: lru.getRemainingTTL(key) <= 0 }
  }

  /** @param {{ key: string, open: boolean }} at @param {Entry} entry @param {number} ttl */
  set({ key, open }, entry, ttl) {
    ;(open ? this.open : this.closed).set(key, entry, ttl)
  }

  /** @param {readonly string[]} tags */
  dropTagged(tags) {
    this.closed.dropTagged(tags)
    this.open.dropTagged(tags)
  }

  /** Stops taking part in expiries (tests). */
  close() {
    shared.caches.delete(this)
  }

  /** Entries and bytes held, for the server's log and the tests. */
  stats() {
    return { entries: this.closed.lru.size + this.open.lru.size, bytes: this.closed.lru.calculatedSize + this.open.lru.calculatedSize }
  }
}

/** @typedef {'hit' | 'stale' | 'miss' | 'bypass'} CacheStatus */
/** @type {WeakMap<import('node:http').ServerResponse, CacheStatus>} */
const statuses = new WeakMap()

/**
 * What the response cache did with a request, for the server's log and metrics: `hit` (answered from memory, a 304
 * included), `stale` (the old answer past its lifetime, sent while one request refreshes it), `miss` (passed to
 * Next, and kept if it may be), `bypass` (a request it never answers nor keeps: an editor's, a write, the admin).
 * @param {import('node:http').ServerResponse} res
 * @returns {CacheStatus | undefined} undefined for a request that did not pass through the cache
 */
export const cacheStatus = (res) => statuses.get(res)

/**
 * Wraps Next's request handler: a request answered from the cache never reaches Next; any other that may be kept is
 * passed on with its Accept-Encoding reduced to what its key says (gzip or nothing), recorded as it is sent, and
 * kept when `entryOf` allows. Identical requests arriving while one is being made wait for it (after an edit, a
 * popular page or search term is made once, not once per waiting visitor), unless their last answer could not be
 * kept; past an answer's lifetime, they get the old answer meanwhile, as Next would give them.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>} handle
 * @param {ResponseCache} cache
 */
export function withResponseCache(handle, cache) {
  /** @type {Map<string, Promise<void>>} keys being made, until their response is closed */
  const making = new Map()
  /** @type {LRUCache<string, true>} keys whose last answer was not kept: their requests do not wait for each other */
  const notKept = new LRUCache({ max: 10_000 })
  return async (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
    const at = requestKey(req)
    statuses.set(res, at ? 'miss' : 'bypass')
    if (at) {
      let kept = cache.get(at)
      const pending = making.get(at.key)
      // Past its lifetime: the old answer while one request has Next make (or regenerate) the page.
      if (kept?.stale && pending) return (statuses.set(res, 'stale'), answer(req, res, kept.entry))
      if (!kept && pending && !notKept.has(at.key)) {
        await pending
        kept = cache.get(at)
      }
      if (kept && !kept.stale) return (statuses.set(res, 'hit'), answer(req, res, kept.entry))
      if (at.gzip) req.headers['accept-encoding'] = 'gzip'
      else delete req.headers['accept-encoding']
    }
    /** @type {RequestReads} */
    const reads = { tags: new Set(), generation: shared.generation }
    const sent = intercept(res, Boolean(at) && req.method === 'GET')
    if (at && sent.recording) {
      const leads = !making.has(at.key)
      /** @type {() => void} */
      let done = () => {}
      if (leads) making.set(at.key, new Promise((resolve) => (done = resolve)))
      res.once('finish', () => {
        const kept = entryOf({ request: at, status: res.statusCode, headers: sent.headers(), body: sent.body(), reads })
        if (kept) cache.set(at, kept.entry, kept.ttl)
        if (kept) notKept.delete(at.key)
        else notKept.set(at.key, true)
      })
      // 'close' follows 'finish', and also ends a request whose visitor went away.
      res.once('close', () => {
        if (!leads) return
        making.delete(at.key)
        done()
      })
    }
    return shared.reads.run(reads, () => handle(req, res))
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Entry} entry
 */
function answer(req, res, entry) {
  if (entry.etag && req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, { etag: entry.etag, 'cache-control': entry.headers['cache-control'] ?? '', vary: entry.headers.vary ?? '' })
    res.end()
    return
  }
  res.writeHead(200, entry.headers)
  res.end(req.method === 'HEAD' ? undefined : entry.body)
}

/**
 * Takes the opt-in header off every response before it is sent and, when `recording`, copies the headers and the
 * bytes as sent (after Next's compression, which wraps these methods in its turn). Headers given to `writeHead` are
 * moved onto the response first, so they are seen whichever way Next sends them.
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} recording
 */
function intercept(res, recording) {
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  /** @type {Record<string, string | string[] | number | undefined>} */
  let sentHeaders = {}
  const { writeHead, write, end } = res
  // @ts-expect-error -- the overloads of writeHead are forwarded as they came
  res.writeHead = function (status, ...rest) {
    const headers = rest.length > 0 && typeof rest.at(-1) === 'object' ? rest.pop() : undefined
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    if (recording) sentHeaders = res.getHeaders()
    res.removeHeader(CACHE_TAGS_HEADER)
    return writeHead.call(this, status, ...rest)
  }
  if (!recording) return { recording, headers: () => sentHeaders, body: () => undefined }
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_ENTRY_BYTES) return
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(/** @type {Uint8Array} */ (chunk))
    size += bytes.length
    chunks.push(bytes)
  }
  // @ts-expect-error -- forwarded as they came
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  // @ts-expect-error -- forwarded as they came
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return end.call(this, chunk, encoding, callback)
  }
  return {
    recording,
    headers: () => sentHeaders,
    // A body over the limit is not kept.
    body: () => (size > MAX_ENTRY_BYTES ? undefined : Buffer.concat(chunks, size)),
  }
}
