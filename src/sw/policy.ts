/**
 * What the service worker (./worker.ts, docs/decisions/0043-offline-service-worker.md) does with each request, as
 * pure functions the unit tests drive: which cache a request belongs to (or none), which answers may be kept, and the
 * offline note written into a page served from the cache. No DOM, no Cache API: the worker holds those.
 */

/** The caches the worker keeps. The offline screens' cache is per build; the others outlive a deploy. */
export const CACHE = {
  /** Hashed build files and fonts: one URL, one content, for ever. */
  static: 'dhofar-static',
  /** Files whose address stays when they change (the icon sprite, the app icons, the manifests). */
  shell: 'dhofar-shell',
  pages: 'dhofar-pages',
  pictures: 'dhofar-pictures',
  offlinePrefix: 'dhofar-offline-',
} as const

/**
 * How many of each the worker keeps (least recently used dropped first; whatever the phone's quota, a quota error
 * empties the runtime caches rather than failing). Pages: about 60 × 100 KB of HTML. Pictures: copies at a phone's
 * width are 15–60 KB (AVIF/WebP), so 150 of them are about 3–9 MB. Build files: a build has about 120 chunks and
 * style sheets, so old builds' files stay until two or three deploys have replaced them.
 */
export const LIMITS = {
  pages: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
  pictures: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 },
  static: { maxEntries: 400, maxAgeSeconds: 90 * 24 * 3600 },
  shell: { maxEntries: 30, maxAgeSeconds: 90 * 24 * 3600 },
} as const

/** A network answer slower than this, for a page the phone has saved, gives way to the saved copy. */
export const NETWORK_TIMEOUT_SECONDS = 3

/** Headers the worker writes on a saved page: when it was saved (ISO time) and its title (URI-encoded). */
export const SAVED_AT_HEADER = 'x-dhofar-saved-at'
export const SAVED_TITLE_HEADER = 'x-dhofar-saved-title'

export type Kind = 'static' | 'shell' | 'page' | 'picture'

type RequestLike = { method: string; mode: string; destination?: string; headers: { get(name: string): string | null } }

/**
 * Where a request goes, or null for the browser's own handling (never read from or written to a cache): anything but
 * GET; other origins; the admin and Payload's API (REST, GraphQL, sign-in, an editor's preview) apart from uploaded
 * files; the rating endpoint; the worker itself; videos (range requests); and the client router's data requests
 * (`RSC: 1`), which fail offline and make Next load the page as a document, which this worker answers.
 */
export function kindOf(url: URL, request: RequestLike, origin: string): Kind | null {
  if (request.method !== 'GET' || url.origin !== origin) return null
  const path = url.pathname
  if (/^\/(?:admin|PgTempRatingResult|video)(?:\/|$)/.test(path) || path === '/sw.js') return null
  if (path.startsWith('/api/')) return path.startsWith('/api/media/file/') ? 'picture' : null
  if (request.headers.get('rsc') !== null || url.searchParams.has('_rsc')) return null
  if (path.startsWith('/_next/static/') || path.startsWith('/fonts/')) return 'static'
  if (path === '/_next/image' || path.startsWith('/img/')) return 'picture'
  if (path === '/icons.svg' || path === '/favicon.ico' || path.startsWith('/app-icons/') || path.startsWith('/manifest/')) return 'shell'
  if (request.mode === 'navigate') return 'page'
  return null
}

/**
 * Whether an answer may be kept: a complete 200 (not a partial 206, not an error), and not marked private or
 * no-store. Next marks an editor's draft-mode pages `private, no-cache, no-store`, and Payload's answers to a signed-in
 * editor are private: a worker cannot read the payload-token or draft-mode cookie (they are HttpOnly), so the answer's
 * own Cache-Control is what keeps an editor's view off the phone.
 */
export function storable(response: { status: number; type?: string; headers: { get(name: string): string | null } }): boolean {
  if (response.status !== 200 || (response.type !== undefined && response.type !== 'basic' && response.type !== 'default')) return false
  const cacheControl = response.headers.get('cache-control') ?? ''
  return !/(?:^|[,\s])(?:private|no-store)(?:[,\s=]|$)/i.test(cacheControl)
}

export type Locale = 'en' | 'ar'

/** The language of a site path: Arabic under /ar, English elsewhere (unprefixed). */
export const localeOfPath = (path: string): Locale => (path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en')

/** The offline screen of a language. */
export const offlinePath = (locale: Locale) => (locale === 'ar' ? '/ar/offline' : '/offline')

/** The emergency numbers of a language: saved when the worker starts, so they open offline before any visit. */
export const emergencyPath = (locale: Locale) => (locale === 'ar' ? '/ar/emergency' : '/emergency')

/** The title of a page's HTML (its <title>, entities left as they are), for the offline screen's list. */
export function titleOf(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html)
  return (match?.[1] ?? '').trim()
}

/** "28 Nov at 14:05" in Muscat time, Latin digits in Arabic too (the site's one numeral rule, ADR 0018). */
export function savedAtLabel(savedAt: Date, locale: Locale): string {
  const zone = { timeZone: 'Asia/Muscat' } as const
  const tag = locale === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB'
  const day = new Intl.DateTimeFormat(tag, { ...zone, day: 'numeric', month: 'short' }).format(savedAt)
  const time = new Intl.DateTimeFormat(tag, { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(savedAt)
  return locale === 'ar' ? `${day} الساعة ${time}` : `${day} at ${time}`
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The offline note, as markup the worker writes into a saved page: an element React does not render (a custom
 * element, `<offline-note>`), placed directly in <body>, which React skips when it hydrates the document, so the
 * page's scripts run as usual. No script: the page's policy (the hashes of its own inline scripts) stays right.
 * The retry link is `href=""`: the page's own address, loaded again.
 */
export function offlineNoteHtml(messages: { note: string; noteRetry: string }, savedAt: Date, locale: Locale): string {
  const text = escapeHtml(messages.note.replace('{date}', savedAtLabel(savedAt, locale)))
  const style = [
    'display:flex',
    'flex-wrap:wrap',
    'gap:.25rem 1rem',
    'justify-content:center',
    'align-items:center',
    'padding:.5rem 1rem',
    'background:var(--color-amber,#e3a52f)',
    'color:var(--color-on-amber,#1b2a2f)',
    'font-weight:600',
    'text-align:center',
  ].join(';')
  return `<offline-note role="status" style="${style}"><span>${text}</span> <a href="" style="color:inherit">${escapeHtml(messages.noteRetry)}</a></offline-note>`
}

/**
 * A saved page's HTML with the offline note after the skip link (which stays the first thing a keyboard reaches),
 * or right after <body> when there is none.
 */
export function withOfflineNote(html: string, note: string): string {
  const body = /<body\b[^>]*>/i.exec(html)
  if (!body) return html
  const start = body.index + body[0].length
  const skip = /^\s*<a\b[^>]*class="skip-link"[^>]*>[\s\S]*?<\/a>/.exec(html.slice(start))
  const at = start + (skip ? skip[0].length : 0)
  return html.slice(0, at) + note + html.slice(at)
}

/**
 * The same-origin files a page needs to be drawn (style sheets, scripts, preloaded fonts), read from its HTML: the
 * worker keeps them with the offline screens and with the page that was open when it started.
 */
export function assetsOf(html: string, base: string): string[] {
  const found = new Set<string>()
  const origin = new URL(base).origin
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag)
    const rel = /\brel="([^"]*)"/i.exec(tag)?.[1] ?? ''
    if (!isScript && !/\b(?:stylesheet|preload|modulepreload)\b/i.test(rel)) continue
    const ref = (isScript ? /\bsrc="([^"]+)"/i : /\bhref="([^"]+)"/i).exec(tag)?.[1]
    if (!ref) continue
    const url = new URL(ref.replace(/&amp;/g, '&'), base)
    if (url.origin === origin && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/fonts/'))) found.add(url.href)
  }
  return [...found]
}

/**
 * A page's request as the worker sends it to the network: always revalidated with the server (`cache: 'no-cache'`:
 * a conditional request, answered 304 when nothing changed). Without it the worker's fetch may be answered by the
 * browser's HTTP cache: the pages regenerated in the background (the home pages) are served with
 * `stale-while-revalidate` of a year, which the HTTP cache honours for a worker's fetch (not for a navigation), so a
 * visitor online would get an old copy, and a visitor offline the HTTP cache's copy without the offline note. (A
 * navigation's mode becomes `same-origin` in the copy, as for any request made from one with options.)
 */
export function revalidated(request: Request): Request {
  return new Request(request, { cache: 'no-cache' })
}

/** The message a page sends the worker once it controls the page: the files it loaded before (./worker.ts). */
export const KEEP_FILES_MESSAGE = 'dhofar:keep-files'
const MAX_FILES_KEPT_AT_ONCE = 300

/**
 * The build files and fonts named in a page's `dhofar:keep-files` message: the addresses of what it loaded before
 * the worker controlled it (`performance.getEntriesByType('resource')`), so that the chunks a page fetches after its
 * HTML (an island loaded on intent, a carousel's code) are kept with those its HTML names. Anything else in the
 * message is left out: other origins, other paths, what is not a string; at most 300 addresses.
 */
export function filesToKeep(data: unknown, origin: string): string[] {
  if (typeof data !== 'object' || data === null) return []
  const { type, urls } = data as { type?: unknown; urls?: unknown }
  if (type !== KEEP_FILES_MESSAGE || !Array.isArray(urls)) return []
  const found = new Set<string>()
  for (const entry of urls.slice(0, MAX_FILES_KEPT_AT_ONCE)) {
    if (typeof entry !== 'string' || !URL.canParse(entry)) continue
    const url = new URL(entry)
    url.hash = ''
    if (kindOf(url, { method: 'GET', mode: 'no-cors', headers: { get: () => null } }, origin) === 'static') found.add(url.href)
  }
  return [...found]
}
