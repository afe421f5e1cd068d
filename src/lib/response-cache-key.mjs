/**
 * What the origin's response cache (./response-cache.mjs) keys a request on, and what an answer to it must be to be
 * kept: every request input the answer depends on is in the key, or the request is not cached
 * (docs/decisions/0036-what-the-caches-key-on.md). The address, gzip or not, the remembered language as next-intl
 * reads it, whether next-intl may set that cookie on this request (`Sec-Fetch-Dest`), and the client router's
 * headers; the answer must set exactly the language cookie the key predicts and have its address's Content-Type.
 *
 * Plain JavaScript, like the cache: the server loads it with Node.
 */
// The cookie parser of Next's `request.cookies`, which next-intl's proxy reads the remembered language with.
import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies.js'

/** Requests never answered from the cache: the admin, Payload's REST (not the public API), Next's files, ratings. */
const BYPASS_PATH = /^\/(?:admin|_next|PgTempRatingResult)(?:[/?]|$)|^\/api\/(?!v1\/)/
/** An editor's session or draft mode: the answer may be a draft, and must be fresh. */
const EDITOR_COOKIE = /(?:^|;\s*)(?:payload-token|__prerender_bypass|__next_preview_data)=/
/** The site's languages, the default first (src/i18n/locales.ts; tests/unit/response-cache.test.ts holds them equal). */
const LANGUAGES = ['en', 'ar']
const LANGUAGE_COOKIE = 'NEXT_LOCALE'
/** The addresses the locale proxy handles (src/proxy.ts `isSitePage`): not the APIs, the admin, Next's files, files. */
const NOT_A_SITE_PAGE = /^\/(?:api|admin|PgTempRatingResult|_next|_vercel)|\./
/** The request headers Next's answers vary on besides Accept-Encoding (its client router's); all are in the key. */
export const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url']

/**
 * The remembered language exactly as next-intl's proxy reads it: Next's own cookie parser over the header as the proxy
 * gets it (a repeated name: the last one wins; values are percent-decoded). '' without the cookie; undefined when
 * the cookie names no language of the site (next-intl then sends a cookie of its own choosing).
 * @param {string} header
 * @returns {string | undefined}
 */
export function rememberedLanguage(header) {
  if (!header.includes(LANGUAGE_COOKIE)) return ''
  let cookies
  try {
    cookies = new RequestCookies(new Headers({ cookie: header }))
  } catch {
    return undefined // not a header value Next would accept either
  }
  if (!cookies.has(LANGUAGE_COOKIE)) return ''
  const value = cookies.get(LANGUAGE_COOKIE)?.value ?? ''
  return LANGUAGES.includes(value) ? value : undefined
}

/**
 * The language of the page at an address as the locale proxy serves it with a 200 (an Arabic prefix, else the
 * default; an unprefixed address with another remembered language is a redirect, never kept), or undefined for an
 * address the proxy leaves alone. next-intl reads the decoded path.
 * @param {string} url
 */
export function pageLanguage(url) {
  const raw = url.split('?', 1)[0] ?? ''
  if (NOT_A_SITE_PAGE.test(raw)) return undefined
  let pathname
  try {
    pathname = decodeURI(new URL(raw, 'http://site').pathname)
  } catch {
    return undefined
  }
  return LANGUAGES.find((code, i) => i > 0 && (pathname === `/${code}` || pathname.startsWith(`/${code}/`))) ?? LANGUAGES[0]
}

/**
 * @typedef {{ key: string, gzip: boolean, open: boolean, url: string, language: string, document: boolean, rsc: boolean }} RequestKey
 */

/**
 * The cache key of a request that may be answered from the cache, with its budget, or undefined.
 * @param {import('node:http').IncomingMessage} req
 * @returns {RequestKey | undefined}
 */
export function requestKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  const url = req.url ?? ''
  if (!url.startsWith('/') || BYPASS_PATH.test(url)) return undefined
  const { headers } = req
  const cookie = headers.cookie ?? ''
  if (headers.authorization || EDITOR_COOKIE.test(cookie)) return undefined
  const language = rememberedLanguage(cookie)
  if (language === undefined) return undefined
  // next-intl sets the language cookie only on a document request: no Sec-Fetch-Dest, or `document`.
  const dest = headers['sec-fetch-dest']
  const document = dest === undefined || dest === 'document'
  const gzip = /\bgzip\b/i.test(String(headers['accept-encoding'] ?? ''))
  const router = ROUTER_HEADERS.map((name) => String(headers[name] ?? ''))
  // Open: a key anyone can multiply (a query string, client-router state), kept in the smaller budget.
  const open = url.includes('?') || router.some(Boolean)
  const key = [url, gzip ? 'gzip' : '', language, document ? '' : 'background', ...router].join('\n')
  return { key, gzip, open, url, language, document, rsc: headers.rsc === '1' }
}

/**
 * The remembered language the locale proxy sends with this request's answer, or undefined for none: the page's
 * language to a visitor whose cookie names another one or who has none (a first visit: with no Accept-Language,
 * which src/proxy.ts removes, next-intl finds no browser language that would make the cookie redundant); never on a
 * background request (next-intl's own rule, see `document`), never outside the pages.
 * @param {Pick<RequestKey, 'url' | 'language' | 'document'>} request
 */
export function expectedLanguageCookie({ url, language, document }) {
  const page = pageLanguage(url)
  return page === undefined || !document || language === page ? undefined : page
}

/** Content types by file extension, for the few files the app itself makes and Next may serve from its cache. */
const FILE_TYPES = {
  xml: ['application/xml', 'text/xml'],
  rss: ['application/rss+xml'],
  ics: ['text/calendar'],
  csv: ['text/csv'],
  txt: ['text/plain'],
  json: ['application/json'],
  webmanifest: ['application/manifest+json'],
  jpg: ['image/jpeg'],
  png: ['image/png'],
}

/**
 * The Content-Types an answer to this request may have: Next's RSC type for the client router, JSON for the public
 * API, HTML for a page, the file's own type for an address with an extension (none: not kept).
 * @param {Pick<RequestKey, 'url' | 'rsc'>} request
 * @returns {readonly string[]}
 */
export function expectedTypes({ url, rsc }) {
  if (rsc) return ['text/x-component']
  const pathname = url.split('?', 1)[0] ?? ''
  if (pathname.startsWith('/api/v1/')) return ['application/json']
  const extension = /\.([a-z0-9]+)$/i.exec(pathname.slice(pathname.lastIndexOf('/')))?.[1]?.toLowerCase()
  if (!extension) return ['text/html']
  return Object.hasOwn(FILE_TYPES, extension) ? FILE_TYPES[/** @type {keyof typeof FILE_TYPES} */ (extension)] : []
}

/**
 * Whether a response sets exactly the cookies its request's key predicts: none, or the one remembered language the
 * locale proxy sends (`expectedLanguageCookie`), which follows from the key (the address, the visitor's language,
 * `Sec-Fetch-Dest`). A page rendered on request sometimes carries that cookie twice (Next writes the proxy's cookie
 * again when the render ends, with an Expires a second later): the same cookie, so still the prediction.
 * @param {string | string[] | number | undefined} setCookie
 * @param {string | undefined} expected
 */
export function cookiesAsPredicted(setCookie, expected) {
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)]
  if (expected === undefined) return cookies.length === 0
  const predicted = new RegExp(`^${LANGUAGE_COOKIE}=${expected}(?:;|$)`)
  return cookies.length > 0 && cookies.every((cookie) => predicted.test(cookie))
}

/**
 * Whether a Content-Type is one of `types` (parameters such as the charset aside).
 * @param {string} contentType
 * @param {readonly string[]} types
 */
export const typeIsOneOf = (contentType, types) => types.includes(contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '')
