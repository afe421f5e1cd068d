/**
 * What the panel remembers, and under which name.
 *
 * The briefed page name: the path without the language prefix, `/` being `home-page`. Because the prefix is dropped,
 * `/ar/news-list` and `/news-list` are one page, so a page rated in one language counts as rated in the other.
 *
 * The browser storage, under the briefed keys: `ratedPages` (JSON array of page names), `pageRatings`
 * (JSON object, page name to stars) and `userSessionId`. Values written by an older version, another script or a
 * curious visitor may be anything: whatever does not parse as expected reads as empty, and storage that throws
 * (disabled, full, private mode) never breaks the panel: the rating is still sent, it is just not remembered.
 */
import { localeCodes } from '@/i18n/locales'

import { HOME_PAGE_NAME, PAGE_NAME_MAX_LENGTH, RATING_MAX, SESSION_ID_PATTERN, STORAGE_KEYS } from './constants'

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment // a stray % that is not an escape: keep it as it came
  }
}

export function pageNameFromPath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0]
  // Re-encoding each decoded segment gives one spelling per page, whether the router hands us `%D8%A7` or `ا`.
  const segments = path
    .split('/')
    .filter((s) => s !== '' && s !== '.' && s !== '..')
    .map((s) => encodeURIComponent(decoded(s)))
  if (segments.length > 0 && (localeCodes as readonly string[]).includes(segments[0])) segments.shift()
  if (segments.length === 0) return HOME_PAGE_NAME
  // The endpoint refuses longer names; such a path is a mistyped address, and cutting it still rates "that page".
  return `/${segments.join('/')}`.slice(0, PAGE_NAME_MAX_LENGTH)
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

/** localStorage when the browser allows it; undefined on the server or where access throws (blocked cookies). */
export function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

function readJson(store: KeyValueStore | undefined, key: string): unknown {
  try {
    const raw = store?.getItem(key)
    return raw == null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

function write(store: KeyValueStore | undefined, key: string, value: string) {
  try {
    store?.setItem(key, value)
  } catch {
    // Quota or privacy settings: the page simply is not remembered as rated.
  }
}

const isStars = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= RATING_MAX

export function readRatedPages(store: KeyValueStore | undefined): string[] {
  const value = readJson(store, STORAGE_KEYS.ratedPages)
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

export function readPageRatings(store: KeyValueStore | undefined): Record<string, number> {
  const value = readJson(store, STORAGE_KEYS.pageRatings)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter(([, stars]) => isStars(stars)))
}

/** Whether this browser rated the page, and with how many stars when that is known. */
export function ratedState(store: KeyValueStore | undefined, pageName: string): { rated: boolean; stars: number | null } {
  if (!readRatedPages(store).includes(pageName)) return { rated: false, stars: null }
  return { rated: true, stars: readPageRatings(store)[pageName] ?? null }
}

/** Records a rating; `stars` is null when the server says the page was already rated (stars unknown). */
export function rememberRating(store: KeyValueStore | undefined, pageName: string, stars: number | null) {
  const pages = readRatedPages(store)
  if (!pages.includes(pageName)) write(store, STORAGE_KEYS.ratedPages, JSON.stringify([...pages, pageName]))
  if (stars !== null) {
    write(store, STORAGE_KEYS.pageRatings, JSON.stringify({ ...readPageRatings(store), [pageName]: stars }))
  }
}

/** `session_` + timestamp + `_` + 12 random base-36 characters (crypto.getRandomValues works on plain http too). */
export function newSessionId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  const random = Array.from(bytes, (b) => (b % 36).toString(36)).join('')
  return `session_${now}_${random}`
}

let memorySessionId: string | undefined

/** The browser's session id, created once; kept in memory for this page's life when storage is unavailable. */
export function ensureSessionId(store: KeyValueStore | undefined): string {
  let stored: string | null | undefined
  try {
    stored = store?.getItem(STORAGE_KEYS.sessionId)
  } catch {
    stored = undefined
  }
  if (stored && SESSION_ID_PATTERN.test(stored)) return stored
  memorySessionId ??= newSessionId()
  write(store, STORAGE_KEYS.sessionId, memorySessionId)
  return memorySessionId
}
