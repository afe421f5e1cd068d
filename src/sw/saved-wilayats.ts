/// <reference lib="webworker" />
/**
 * The worker's side of "Save this wilayat for offline" (docs/decisions/0046-save-wilayat-offline.md):
 * - a page asks, by a message with a port (`dhofar-save-wilayat`: status, save, remove), and gets its answers, the
 *   progress while saving, on that port (./saved-policy.ts `SaveReply`);
 * - saving reads the wilayat's list from the server, then keeps each page (stamped like the page cache's copies, so a
 *   saved copy carries the offline note), its style sheets, scripts, fonts, the later chunks its scripts name, and its
 *   pictures at the size this phone shows them, all in a cache of the wilayat's own that no expiration counts;
 * - a request the worker's strategies cannot answer (no signal, not in their caches) is looked up in those caches
 *   (`fromSavedWilayats`, a plugin every strategy carries).
 * Kept apart from ./worker.ts, which only wires these in.
 */
import type { SerwistPlugin } from 'serwist'

import { assetsOf, storable } from './policy'
import {
  chunksNamedIn,
  offlineListSchema,
  picturesOf,
  progressText,
  SAVED_PREFIX,
  savedCacheName,
  savedMetaSchema,
  saveRequestSchema,
  savedText,
  type SaveMessages,
  type SaveReply,
  type SavedMeta,
  type SaveRequest,
} from './saved-policy'

declare const self: ServiceWorkerGlobalScope

/** How many downloads run at once while saving: enough to hide latency, few enough for a weak signal. */
const PARALLEL = 4

/** A page's copy as the page cache keeps it (the time it was saved, its title), from ./worker.ts. */
type Stamp = (response: Response) => Promise<Response>

/** The saved copy of a request, from any saved wilayat's cache (null when none has it). */
export async function savedCopy(request: Request | string): Promise<Response | null> {
  for (const name of (await caches.keys()).filter((key) => key.startsWith(SAVED_PREFIX))) {
    // Vary is ignored: the pictures' copies vary on Accept, which the worker's own download did not send as an <img> does.
    const found = await (await caches.open(name)).match(request, { ignoreVary: true })
    if (found) return found
  }
  return null
}

/** Every strategy's last resort: the network failed and its own cache has nothing, so a saved wilayat may. */
export const fromSavedWilayats: SerwistPlugin = {
  handlerDidError: async ({ request }) => (await savedCopy(request)) ?? undefined,
}

async function readMeta(listPath: string): Promise<SavedMeta | null> {
  const name = savedCacheName(listPath)
  if (!(await caches.has(name))) return null
  const response = await (await caches.open(name)).match(listPath)
  const parsed = savedMetaSchema.safeParse(response ? await response.json().catch(() => null) : null)
  return parsed.success ? parsed.data : null
}

/** Runs `work` over `items`, PARALLEL at a time. */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0
  const run = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, run))
}

/** The body's size as stored, and an answer of the same body to keep (a body is read once). */
async function measured(response: Response): Promise<{ response: Response; bytes: number }> {
  const body = await response.arrayBuffer()
  return { response: new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }), bytes: body.byteLength }
}

/**
 * Saves (or saves again) a wilayat: its list from the server, then every page on it and every file those pages need.
 * Progress goes to `report`. A refresh writes over the same cache and then drops what the new list no longer names,
 * so the wilayat stays readable meanwhile; without a signal nothing is changed.
 */
async function save(request: SaveRequest, stamp: Stamp, t: SaveMessages, report: (reply: SaveReply) => void): Promise<SaveReply> {
  const origin = self.location.origin
  const listResponse = await fetch(request.list, { cache: 'no-cache', credentials: 'same-origin' }).catch(() => null)
  const parsed = offlineListSchema.safeParse(listResponse?.ok ? await listResponse.json().catch(() => null) : null)
  if (!parsed.success) return { ...(await status(request, t)), text: t.saveFailed, done: true }
  const list = parsed.data
  const viewport = request.width ?? 390
  const dpr = request.dpr ?? 2
  const cache = await caches.open(savedCacheName(request.list))
  const kept = new Set<string>([new URL(request.list, origin).href])
  const failed: string[] = []
  const files = new Set<string>()
  const scripts = new Set<string>()
  let bytes = 0
  let done = 0
  const total = () => list.urls.length + files.size
  report({ state: 'busy', text: progressText(t, 0, total()), done: false })

  await eachLimited(list.urls, async (path) => {
    const url = new URL(path, origin).href
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' }).catch(() => null)
    if (response && storable(response) && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
      const html = await response.clone().text()
      const copy = await measured(await stamp(response))
      await cache.put(url, copy.response)
      bytes += copy.bytes
      kept.add(url)
      for (const asset of assetsOf(html, url)) {
        files.add(asset)
        if (new URL(asset).pathname.endsWith('.js')) scripts.add(asset)
      }
      for (const picture of picturesOf(html, url, viewport, dpr)) files.add(picture)
    } else if (response && storable(response)) {
      // A feed or another file the pages link to: kept as it is.
      const copy = await measured(response)
      await cache.put(url, copy.response)
      bytes += copy.bytes
      kept.add(url)
    } else {
      failed.push(path)
    }
    report({ state: 'busy', text: progressText(t, ++done, total()), done: false })
  })
  if (!kept.has(new URL(list.page, origin).href)) {
    // Without the wilayat's own page nothing is worth keeping: a first save leaves no half-saved cache behind.
    if (!(await readMeta(request.list))) await caches.delete(savedCacheName(request.list))
    return { ...(await status(request, t)), text: t.saveFailed, done: true }
  }

  const later: string[] = []
  /** A file, from the browser's HTTP cache when it has it; a script's later chunks are added to the files. */
  const keepFile = async (url: string) => {
    // Pictures as an <img> asks for them: the optimiser answers AVIF or WebP for these, not the original's format.
    const headers = scripts.has(url) || /\.(?:css|js|woff2?)$/.test(new URL(url).pathname) ? undefined : { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' }
    const response = await fetch(url, { credentials: 'same-origin', headers }).catch(() => null)
    if (response && storable(response)) {
      if (scripts.has(url)) for (const chunk of chunksNamedIn(await response.clone().text(), origin)) if (!files.has(chunk)) later.push(chunk)
      const copy = await measured(response)
      await cache.put(url, copy.response)
      bytes += copy.bytes
      kept.add(url)
    } else {
      failed.push(new URL(url).pathname)
    }
    report({ state: 'busy', text: progressText(t, ++done, total()), done: false })
  }
  await eachLimited([...files], keepFile)
  // The chunks the pages' scripts load later (one level: the map's Leaflet, the panels fetched on intent).
  const chunks = [...new Set(later)].filter((url) => !files.has(url))
  for (const chunk of chunks) files.add(chunk)
  await eachLimited(chunks, keepFile)

  // What the previous save kept and this list no longer names (an event that ended, a picture replaced).
  for (const key of await cache.keys()) if (!kept.has(key.url)) await cache.delete(key)
  const meta: SavedMeta = { ...list, savedAt: new Date().toISOString(), bytes, failed }
  await cache.put(request.list, new Response(JSON.stringify(meta), { headers: { 'content-type': 'application/json' } }))
  return { state: 'saved', text: savedText(t, meta), done: true }
}

async function status(request: SaveRequest, t: SaveMessages): Promise<SaveReply> {
  const meta = await readMeta(request.list)
  return meta ? { state: 'saved', text: savedText(t, meta), done: true } : { state: 'none', text: t.saveNone, done: true }
}

/** One save at a time per wilayat: a second press while saving waits for the first and gets its outcome. */
const running = new Map<string, Promise<SaveReply>>()
/** The last progress of each save running, for a page that asks meanwhile (opened in a second tab). */
const progress = new Map<string, SaveReply>()

/**
 * Answers a page's `dhofar-save-wilayat` message on the port it sent. Anything else is not ours: false, so that other
 * message handlers may take it.
 */
export function handleSaveMessage(event: ExtendableMessageEvent, stamp: Stamp, messagesOf: (list: string) => SaveMessages): boolean {
  const parsed = saveRequestSchema.safeParse(event.data)
  const port = event.ports[0]
  if (!parsed.success || !port) return false
  const request = parsed.data
  const t = messagesOf(request.list)
  const reply = (answer: SaveReply) => port.postMessage(answer)
  const work = async (): Promise<SaveReply> => {
    const current = running.get(request.list)
    if (request.action === 'status' && current) {
      const last = progress.get(request.list)
      if (last) reply(last)
      return current
    }
    if (request.action === 'status') return status(request, t)
    if (request.action === 'remove') {
      // After a save under way, which would otherwise write into the cache removed.
      await current?.catch(() => undefined)
      await caches.delete(savedCacheName(request.list))
      return { state: 'none', text: t.saveRemoved, done: true }
    }
    if (current) return current
    const report = (answer: SaveReply) => {
      progress.set(request.list, answer)
      reply(answer)
    }
    const saving = save(request, stamp, t, report).finally(() => {
      running.delete(request.list)
      progress.delete(request.list)
    })
    running.set(request.list, saving)
    return saving
  }
  event.waitUntil(
    work()
      .catch(async () => ({ ...(await status(request, t)), text: t.saveFailed, done: true }))
      .then(reply),
  )
  return true
}
