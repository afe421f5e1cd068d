/// <reference lib="webworker" />
/**
 * The site's service worker (docs/decisions/0043-offline-service-worker.md): the site keeps working in the fog.
 * - Build files and fonts (hashed names): from the phone's cache first, fetched once.
 * - Pages (navigations, both languages): from the network, with a saved copy taking over after 3 s without an
 *   answer or at once without a signal; a page served from the phone carries a note saying when it was saved.
 * - Pictures (the optimiser's copies and uploaded files): the saved copy at once, refreshed behind it.
 * - Never touched: anything but GET, the admin, Payload's API, the client router's data requests, and any answer
 *   marked private or no-store (an editor's preview); see ./policy.ts.
 * - Ratings (a POST): sent on as before; without a signal, kept and sent when it returns (./rating-queue.ts).
 * - A page never saved, opened without a signal: the offline screen of its language (`/offline`, `/ar/offline`),
 *   saved with its style sheets and scripts when the worker is installed, with the "Saved for offline" screen.
 * - A wilayat saved for offline on request (./saved-wilayats.ts, ADR 0046): kept in a cache of its own, the last
 *   resort of every strategy.
 *
 * Bundled by esbuild into `/sw.js` at build time (src/app/sw.js/route.ts), which defines BUILD_ID: a new build is a new
 * worker, whose install saves that build's offline screens.
 */
import { CacheExpiration, CacheFirst, ExpirationPlugin, NetworkFirst, type RouteHandlerCallbackOptions, Serwist, type SerwistPlugin, StaleWhileRevalidate } from 'serwist'

import ar from '../i18n/messages/ar/offline.json'
import en from '../i18n/messages/en/offline.json'
import { ratingRoute, sendKeptRatingsWhenAsked } from './rating-queue'
import {
  assetsOf,
  CACHE,
  filesToKeep,
  kindOf,
  LIMITS,
  type Kind,
  type Locale,
  localeOfPath,
  NETWORK_TIMEOUT_SECONDS,
  offlineNoteHtml,
  offlinePath,
  emergencyPath,
  revalidated,
  SAVED_AT_HEADER,
  SAVED_TITLE_HEADER,
  storable,
  titleOf,
  withOfflineNote,
} from './policy'
import { fromSavedWilayats, handleSaveMessage } from './saved-wilayats'
import { SAVED_SCREENS } from './saved-policy'

declare const self: ServiceWorkerGlobalScope
declare const BUILD_ID: string

const MESSAGES = { en: en.Offline, ar: ar.Offline }
const OFFLINE_CACHE = `${CACHE.offlinePrefix}${BUILD_ID}`

/** Only complete, public answers are kept (./policy.ts `storable`). */
const onlyStorable: SerwistPlugin = { cacheWillUpdate: async ({ response }) => (storable(response) ? response : null) }

/** A page as it is saved: its body read once, with when it was saved and its title (for the offline screen's list). */
async function stamped(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  const body = type.startsWith('text/html') ? await response.text() : await response.arrayBuffer()
  const headers = new Headers(response.headers)
  // The body is stored decoded: it is neither gzip nor of the length the network said.
  headers.delete('content-encoding')
  headers.delete('content-length')
  headers.set(SAVED_AT_HEADER, new Date().toISOString())
  if (typeof body === 'string') headers.set(SAVED_TITLE_HEADER, encodeURIComponent(titleOf(body)))
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

const stampPages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (storable(response) ? stamped(response) : null),
}

const expiration = (limits: { maxEntries: number; maxAgeSeconds: number }) => new ExpirationPlugin({ ...limits, purgeOnQuotaError: true })

/** A page is asked of the server, never of the browser's HTTP cache (./policy.ts `revalidated`). */
const askTheServer: SerwistPlugin = { requestWillFetch: async ({ request }) => revalidated(request) }

const pages = new NetworkFirst({
  cacheName: CACHE.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [askTheServer, stampPages, expiration(LIMITS.pages), fromSavedWilayats],
})

/** The saved copy of a page with the offline note written in (HTML only). */
async function withNote(response: Response, savedAt: string, locale: Locale): Promise<Response> {
  const headers = new Headers(response.headers)
  headers.delete(SAVED_AT_HEADER)
  headers.delete(SAVED_TITLE_HEADER)
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return new Response(response.body, { status: response.status, headers })
  const note = offlineNoteHtml(MESSAGES[locale], new Date(savedAt), locale)
  return new Response(withOfflineNote(await response.text(), note), { status: response.status, headers })
}

/** The offline screen of a language, as saved at install; a plain page of the same words if it could not be saved. */
async function offlineScreen(locale: Locale, path: string): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHE)
  // The "Saved for offline" screen, kept with the offline screens: itself, not the offline screen.
  const screen = SAVED_SCREENS.includes(path) ? await cache.match(path) : undefined
  if (screen) return screen
  const saved = await cache.match(offlinePath(locale))
  if (saved) return new Response(saved.body, { status: 503, headers: saved.headers })
  const t = MESSAGES[locale]
  const html = `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>${t.title}</h1><p>${t.description}</p><p><a href="">${t.retry}</a></p><h2>${t.emergencyTitle}</h2><p><a href="tel:9999">${t.emergency.replaceAll('{number}', '9999')}</a></p></main></html>`
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" },
  })
}

async function page({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const locale = localeOfPath(url.pathname)
  try {
    const response = await pages.handle({ request, event: event as FetchEvent })
    const savedAt = response.headers.get(SAVED_AT_HEADER)
    return savedAt ? await withNote(response, savedAt, locale) : response
  } catch {
    return offlineScreen(locale, url.pathname)
  }
}

const kind = (wanted: Kind) => ({ url, request }: { url: URL; request: Request }) => kindOf(url, request, self.location.origin) === wanted

const serwist = new Serwist({
  // A new worker takes over at once: it removes none of the caches the pages already open rely on (only the
  // previous build's offline screens), so an open page keeps finding its build's files (ADR 0043).
  skipWaiting: true,
  clientsClaim: true,
  // No navigation preload: it would be sent for every navigation in scope, the admin's too, which the worker leaves
  // to the browser.
  navigationPreload: false,
  runtimeCaching: [
    { matcher: kind('static'), handler: new CacheFirst({ cacheName: CACHE.static, plugins: [onlyStorable, expiration(LIMITS.static), fromSavedWilayats] }) },
    { matcher: kind('shell'), handler: new StaleWhileRevalidate({ cacheName: CACHE.shell, plugins: [onlyStorable, expiration(LIMITS.shell), fromSavedWilayats] }) },
    { matcher: kind('picture'), handler: new StaleWhileRevalidate({ cacheName: CACHE.pictures, plugins: [onlyStorable, expiration(LIMITS.pictures), fromSavedWilayats] }) },
    { matcher: kind('page'), handler: page },
    // Ratings sent without a signal: kept and sent later (./rating-queue.ts).
    ratingRoute,
  ],
})

/** Puts an answer into a runtime cache and counts it against that cache's limits, as the strategies do. */
async function keep(cacheName: string, limits: { maxEntries: number; maxAgeSeconds: number }, url: string, response: Response) {
  await (await caches.open(cacheName)).put(url, response)
  const entries = new CacheExpiration(cacheName, limits)
  await entries.updateTimestamp(url)
  await entries.expireEntries()
}

/** Build files and fonts, into their cache unless there already (usually from the browser's HTTP cache). */
async function keepFiles(files: string[]) {
  const statics = await caches.open(CACHE.static)
  await Promise.all(
    files.map(async (asset) => {
      if (await statics.match(asset)) return
      const response = await fetch(asset).catch(() => null)
      if (response && storable(response)) await keep(CACHE.static, LIMITS.static, asset, response)
    }),
  )
}

/** A page's style sheets, scripts and fonts, as its HTML names them. */
const keepAssets = (html: string, base: string) => keepFiles(assetsOf(html, base))

/** Saves the offline screens of this build and its "Saved for offline" screens, with what they need to be drawn. */
async function saveOfflineScreens() {
  const cache = await caches.open(OFFLINE_CACHE)
  for (const path of [offlinePath('en'), offlinePath('ar'), ...SAVED_SCREENS]) {
    const response = await fetch(path, { cache: 'no-cache' })
    if (!storable(response)) continue
    const html = await response.clone().text()
    await cache.put(path, response)
    await keepAssets(html, new URL(path, self.location.origin).href)
  }
}

/**
 * The pages open when the worker starts were loaded before it: saved now (one more download of their HTML; their
 * files come from the browser's HTTP cache), so that the first page a visitor saw opens offline too; and the
 * emergency numbers of their language (one page more), kept current by later visits like any page.
 */
async function saveOpenPages() {
  // Not yet controlled: the worker is only now activating.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const pages = new Set<string>()
  for (const client of windows) {
    const url = new URL(client.url)
    if (kindOf(url, { method: 'GET', mode: 'navigate', headers: new Headers() }, self.location.origin) !== 'page') continue
    pages.add(url.href)
    // The emergency numbers in the visitor's language, which the offline screen links to.
    pages.add(new URL(emergencyPath(localeOfPath(url.pathname)), self.location.origin).href)
  }
  for (const href of pages) {
    const response = await fetch(href, { credentials: 'same-origin' }).catch(() => null)
    if (!response || !storable(response)) continue
    const html = await response.clone().text()
    await keep(CACHE.pages, LIMITS.pages, href, await stamped(response))
    await keepAssets(html, href)
  }
}

// A page the worker has just taken over names the files it loaded before (the head script, ADR 0043): those its HTML
// does not name, fetched after it (a carousel's code, an island), are kept too, so that the next visit needs none.
self.addEventListener('message', (event) => {
  const files = filesToKeep(event.data, self.location.origin)
  if (files.length > 0) event.waitUntil(keepFiles(files).catch(() => undefined))
})
self.addEventListener('install', (event) => event.waitUntil(saveOfflineScreens().catch(() => undefined)))
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(names.filter((name) => name.startsWith(CACHE.offlinePrefix) && name !== OFFLINE_CACHE).map((name) => caches.delete(name)))
      await saveOpenPages().catch(() => undefined)
    })(),
  )
})

sendKeptRatingsWhenAsked()

// "Save this wilayat for offline": the page's messages (./saved-wilayats.ts), in the language of the wilayat's list.
self.addEventListener('message', (event) => handleSaveMessage(event, stamped, (list) => MESSAGES[localeOfPath(list)]))

serwist.addEventListeners()
