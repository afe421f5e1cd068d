/**
 * "Save this wilayat for offline" (docs/decisions/0046-save-wilayat-offline.md), as pure functions the unit
 * tests drive: the list of addresses the server gives for a wilayat (its schema, shared by the route that writes it and
 * the worker that reads it), the cache a saved wilayat lives in, which of a page's pictures are saved (the copy the
 * phone would show), the later chunks a page's scripts name, and the words the worker sends back to the page.
 * No DOM, no Cache API: the worker (./saved-wilayats.ts) holds those.
 */
import * as z from 'zod/mini'

import { screens } from '../lib/page-routes'

import { type Locale, localeOfPath, savedAtLabel } from './policy'

/** A site path: same origin, no scheme, no `//`, no backslash. */
const sitePath = z.string().check(z.regex(/^\/(?![/\\])[^\s\\]*$/), z.maxLength(500))

/** What `/state-details/{url}/offline.json` answers: the addresses to save for a wilayat, in one language. */
export const offlineListSchema = z.object({
  /** The wilayat page's unique URL. */
  wilayat: z.string().check(z.minLength(1), z.maxLength(120)),
  locale: z.enum(['en', 'ar']),
  /** The wilayat's name, as its page titles it. */
  title: z.string().check(z.maxLength(300)),
  /** The wilayat's page (first in `urls` too). */
  page: sitePath,
  /** Every address to save, the wilayat's page first. */
  urls: z.array(sitePath).check(z.minLength(1), z.maxLength(200)),
})
export type OfflineList = z.infer<typeof offlineListSchema>

/** What the worker keeps about a saved wilayat, under the list's own address in its cache. */
export const savedMetaSchema = z.object({
  ...offlineListSchema.shape,
  /** When it was saved (ISO). */
  savedAt: z.string(),
  /** The bytes of every answer kept (bodies as stored), summed. */
  bytes: z.number(),
  /** The addresses that could not be saved (a 404, no signal for one of them). */
  failed: z.array(z.string()),
})
export type SavedMeta = z.infer<typeof savedMetaSchema>

/** The "Saved for offline" screen in each language, kept by the worker with the offline screens. */
export const SAVED_SCREENS: readonly string[] = [screens.saved, `/ar${screens.saved}`]

/** Saved wilayats live in caches of their own, which no expiration counts: `dhofar-saved:` and the list's path. */
export const SAVED_PREFIX = 'dhofar-saved:'

export const savedCacheName = (listPath: string) => `${SAVED_PREFIX}${listPath}`

/** The list's path of a saved wilayat's cache, or null for any other cache. */
export const listPathOf = (cacheName: string): string | null => (cacheName.startsWith(SAVED_PREFIX) ? cacheName.slice(SAVED_PREFIX.length) : null)

/** The language of a saved wilayat's cache (its list's path). */
export const savedLocale = (cacheName: string): Locale => localeOfPath(listPathOf(cacheName) ?? '/')

/** A size in KB below a megabyte, else in MB to one decimal (Latin digits in both languages, ADR 0018). */
export function sizeValue(bytes: number): { unit: 'sizeKb' | 'sizeMb'; size: string } {
  if (bytes < 1000 * 1000) return { unit: 'sizeKb', size: String(Math.max(1, Math.round(bytes / 1000))) }
  return { unit: 'sizeMb', size: (bytes / 1000 / 1000).toFixed(1) }
}

/** "740 KB", "1.4 MB", from the messages' units. */
export function sizeLabel(bytes: number, units: { sizeKb: string; sizeMb: string }): string {
  const { unit, size } = sizeValue(bytes)
  return units[unit].replace('{size}', size)
}

export type SaveMessages = {
  sizeKb: string
  sizeMb: string
  saveSaved: string
  saveProgress: string
  saveSkipped: string
  saveFailed: string
  saveNone: string
  saveRemoved: string
}

/** The line under the buttons once saved: "Saved for offline: 1.2 MB, on 7 Dec at 14:05", and what was left out. */
export function savedText(t: SaveMessages, meta: Pick<SavedMeta, 'bytes' | 'savedAt' | 'failed' | 'urls'>): string {
  const text = t.saveSaved.replace('{size}', sizeLabel(meta.bytes, t)).replace('{date}', savedAtLabel(new Date(meta.savedAt), localeOfPath(meta.urls[0] ?? '/')))
  return meta.failed.length ? `${text} ${t.saveSkipped.replace('{count}', String(meta.failed.length))}` : text
}

export const progressText = (t: SaveMessages, done: number, total: number) =>
  t.saveProgress.replace('{done}', String(done)).replace('{total}', String(total))

/** What the page asks the worker (through a MessageChannel port), and what the worker answers on that port. */
export const saveRequestSchema = z.object({
  type: z.literal('dhofar-save-wilayat'),
  action: z.enum(['status', 'save', 'remove']),
  /** The wilayat's list (`/state-details/{url}/offline.json`, `/ar/…`). */
  list: sitePath,
  /** The page's width in CSS pixels and its pixel density: which copy of each picture is saved. */
  width: z.optional(z.number().check(z.positive(), z.maximum(10000))),
  dpr: z.optional(z.number().check(z.positive(), z.maximum(8))),
})
export type SaveRequest = z.infer<typeof saveRequestSchema>

export type SaveReply = {
  /** `saved`: kept on the phone (text says its size and time); `none`: not saved; `busy`: saving (text: progress). */
  state: 'saved' | 'none' | 'busy'
  text: string
  /** Ended: the page may move the focus and stop listening. */
  done: boolean
}

/** A list's path for a wilayat page's path: `/ar/state-details/Dhalkut` → `/ar/state-details/Dhalkut/offline.json`. */
export const offlineListPath = (pagePath: string) => `${pagePath.replace(/\/$/, '')}/offline.json`

const ROOT_FONT_PX = 16

/** A CSS length of a `sizes` list or media condition in CSS pixels (px, rem, em, vw), or null. */
function lengthPx(text: string, viewport: number): number | null {
  const match = /^(\d+(?:\.\d+)?)(px|rem|em|vw)$/.exec(text.trim())
  if (!match) return null
  const value = Number(match[1])
  if (match[2] === 'vw') return (value * viewport) / 100
  return match[2] === 'px' ? value : value * ROOT_FONT_PX
}

/** Whether a `sizes` media condition holds at a width: `(max-width: …)`, `(min-width: …)`, joined by `and`. */
function conditionHolds(condition: string, viewport: number): boolean | null {
  for (const part of condition.split(/\s+and\s+/i)) {
    const match = /^\(\s*(max|min)-width\s*:\s*([^)]+)\)$/i.exec(part.trim())
    const bound = match ? lengthPx(match[2], viewport) : null
    if (!match || bound === null) return null
    if (match[1].toLowerCase() === 'max' ? viewport > bound : viewport < bound) return false
  }
  return true
}

/** The width a picture is drawn at, from its `sizes` list at the page's width (the browser's own rule). */
export function slotWidth(sizes: string | undefined, viewport: number): number {
  if (!sizes) return viewport
  for (const entry of sizes.split(',')) {
    const match = /^\s*(\(.*\))?\s*([^\s()]+)\s*$/.exec(entry)
    if (!match) return viewport
    const [, condition, length] = match
    if (condition) {
      const holds = conditionHolds(condition, viewport)
      if (holds === null) return viewport
      if (!holds) continue
    }
    return lengthPx(length, viewport) ?? viewport
  }
  return viewport
}

/** The copy of a picture a browser of that width and density would load, from its `srcset` (w or x) and `src`. */
export function chosenSource(img: { src?: string; srcset?: string; sizes?: string }, viewport: number, dpr: number): string | null {
  const candidates = (img.srcset ?? '')
    .split(/,\s+/)
    .map((item) => /^\s*(\S+)(?:\s+(\d+(?:\.\d+)?)([wx]))?\s*$/.exec(item))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, url, value, unit]) => ({ url, value: value ? Number(value) : 1, unit: unit ?? 'x' }))
  if (candidates.length === 0) return img.src || null
  const wanted = candidates[0].unit === 'w' ? slotWidth(img.sizes, viewport) * dpr : dpr
  const sorted = candidates.sort((a, b) => a.value - b.value)
  return (sorted.find((c) => c.value >= wanted) ?? sorted[sorted.length - 1]).url
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')

/**
 * The same-origin pictures a page shows, each in the copy this phone's browser would load (its width and density):
 * the `<img>`s of its HTML. The optimiser's copies, uploads and the site's own files; nothing of another host.
 */
export function picturesOf(html: string, base: string, viewport: number, dpr: number): string[] {
  const origin = new URL(base).origin
  const found = new Set<string>()
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const source = chosenSource({ src: attribute(tag, 'src'), srcset: attribute(tag, 'srcset'), sizes: attribute(tag, 'sizes') }, viewport, dpr)
    if (!source || source.startsWith('data:')) continue
    const url = new URL(source, base)
    if (url.origin === origin) found.add(url.href)
  }
  return [...found]
}

/**
 * The build's later chunks a script names (a panel fetched on intent, Leaflet for the map), so that what a saved
 * page loads after its first paint is on the phone too: `static/chunks/…` and `static/media/…` paths in its text.
 */
export function chunksNamedIn(script: string, origin: string): string[] {
  const found = new Set<string>()
  for (const [path] of script.matchAll(/(?:\/_next\/)?static\/(?:chunks|css)\/[\w.~-]+\.(?:js|css)/g)) {
    found.add(new URL(path.startsWith('/_next/') ? path : `/_next/${path}`, origin).href)
  }
  return [...found]
}
