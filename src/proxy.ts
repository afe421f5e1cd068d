/**
 * Locale routing for the public site only: the admin, the APIs, Next's assets and files with an extension are
 * left alone. The remembered language (the NEXT_LOCALE cookie the language switch sets) is honoured here, so
 * pages stay static. The browser's Accept-Language is not: every visitor starts in English (docs/product.md).
 *
 * Before anything else, an address that cannot be percent-decoded (`/%ZZ`, `/ar/news-details/%ZZ`, and on any route
 * `/og/en/%ZZ.jpg`, `/api/media/file/%ZZ`) is answered here: the locale's 404 page, or the API's 400
 * envelope. Further in, Next and the locale routing would throw on it and answer 500.
 *
 * A few guessed addresses are sent to the site's own first (src/lib/canonical-paths.ts), then the old addresses of
 * renamed pages and the editors' redirects to where they lead now, with a 301 in the address's language
 * (src/features/redirects: a lookup in a table kept in memory, no database query; docs/decisions/0040-redirects.md).
 */
import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { isLocale } from './i18n/locales'
import { routing } from './i18n/routing'
import { limitAsset } from './lib/asset-limits'
import { env } from './lib/env'
import { firstRenderPolicy } from './lib/csp.mjs'
import { canonicalRedirect } from './lib/canonical-paths'
import { allowFramingBySite, DRAFT_MODE_COOKIE } from './lib/preview-framing'
import { tags } from './lib/cache-tags'
import { BAD_ADDRESS_SEGMENT, screens } from './lib/page-routes'
import { CACHE_TAGS_HEADER } from './lib/response-cache-header.mjs'
import type { Envelope } from './features/public-api'
import { localizedTarget, redirectTarget, splitLocale } from './features/redirects'

const handle = createMiddleware(routing)

/** How long a browser or a shared cache may keep a redirect's 301 (docs/decisions/0040-redirects.md). */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=300'

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** The addresses the locale routing serves (not the APIs, the admin, Next's own files nor files with an extension). */
const isSitePage = (pathname: string) => !/^\/(api|admin|PgTempRatingResult|_next|_vercel)/.test(pathname) && !pathname.includes('.')

function badAddress(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl
  // The public API's envelope (a read-only GET: the proxy sees /api/v1 for this alone), with its per-field errors
  // like every 400 the API answers (its OpenAPI document says so).
  if (pathname.startsWith('/api/')) {
    const message = 'The address could not be decoded.'
    const body: Envelope<never> = { isDone: false, data: null, message, errors: { path: message } }
    return NextResponse.json(body, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const [, first = '', second] = pathname.split('/')
  const locale = isLocale(first) ? first : routing.defaultLocale
  // Next decodes the original address against the destination route's pattern (/[locale]/address-not-found): only a
  // crafted `/%ZZ/address-not-found` fits it, and gets a plain 404.
  if (second === BAD_ADDRESS_SEGMENT) return new NextResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return NextResponse.rewrite(new URL(`/${locale}/${BAD_ADDRESS_SEGMENT}`, request.url))
}

/** The path inside the app (`/about` → `/en/about`, `/ar` → `/ar`), where Next.js keeps the page's HTML. */
function internalPath(pathname: string): string {
  const first = pathname.split('/')[1]
  if (isLocale(first)) return pathname
  return `/${routing.defaultLocale}${pathname === '/' ? '' : pathname}`
}

const secureCookies = env.SITE_URL.startsWith('https:')

/**
 * The search screen is rendered on request (it reads `q`), from the search index, which every published page change
 * updates: the origin's response cache may keep each term's screen until a page changes or this process's index does
 * (`search-index`, expired by the index itself: on another replica it follows a change a moment after the tags;
 * src/lib/response-cache.mjs; the site's header and footer around it are cached reads, whose tags are noted by
 * themselves).
 */
const SEARCH_SCREEN = new RegExp(`^/[a-z]{2}${screens.search}$`)
const searchScreenTags = [tags.searchIndex, ...tags.everyPage].join(',')

export default async function proxy(request: NextRequest) {
  if (!decodable(request.nextUrl.pathname)) return badAddress(request)
  const limited = await limitAsset(request.nextUrl.pathname, request.headers)
  if (limited) return limited
  if (!isSitePage(request.nextUrl.pathname)) return NextResponse.next()
  const target = canonicalRedirect(request.nextUrl.pathname)
  if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target
    return NextResponse.redirect(url, 308)
  }
  const address = splitLocale(request.nextUrl.pathname)
  const moved = await redirectTarget(address.path)
  if (moved) {
    const url = request.nextUrl.clone()
    url.pathname = localizedTarget(moved, address.locale)
    const response = NextResponse.redirect(url, 301)
    // Neither cache keeps it (the origin keeps only 200s, nginx no answer without its address's Content-Type) and it
    // depends on the path alone. A browser keeps a 301 as long as it may: briefly, since a page renamed back turns
    // the redirect around (a browser keeping the old one would go round in circles).
    response.headers.set('Cache-Control', REDIRECT_CACHE_CONTROL)
    return response
  }
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  const response = handle(new NextRequest(request, { headers }))
  // Every page's script policy: the server (scripts/serve.mjs) replaces its script-src with the hashes of exactly
  // the inline scripts the page is sent with (lib/strict-scripts.mjs, ADR 0016).
  if (!response.headers.has('location')) {
    const path = internalPath(request.nextUrl.pathname)
    response.headers.set('Content-Security-Policy', firstRenderPolicy)
    if (SEARCH_SCREEN.test(path)) response.headers.set(CACHE_TAGS_HEADER, searchScreenTags)
  }
  // Payload's live preview frames an editor's draft-mode page inside /admin: the site's own origin may frame it
  // (next.config.ts leaves out X-Frame-Options for these requests too). Visitors keep 'none' (lib/preview-framing.ts).
  const framed = response.headers.get('Content-Security-Policy')
  if (framed && request.cookies.has(DRAFT_MODE_COOKIE)) response.headers.set('Content-Security-Policy', allowFramingBySite(framed))
  // The remembered language is a cookie like any other: Secure when the site is served over https.
  const locale = response.cookies.get('NEXT_LOCALE')
  if (locale && secureCookies) response.cookies.set({ ...locale, secure: true })
  return response
}

export const config = {
  // Not Payload's REST nor the admin: a proxy in front of them would buffer upload bodies. The public API (read-only
  // GETs) only for its undecodable addresses, which Next would otherwise fail to decode (a 500) before our route ran.
  // The pictures the server makes, for their per-address limits (src/lib/asset-limits.ts: the same addresses).
  // Any other address with a `%` in its path (a file route's `/og/en/%ZZ.jpg`, `/event-details/%ZZ/calendar.ics`,
  // Payload's `/api/media/file/%ZZ`), only to answer it when it cannot be decoded: Next would fail on it with a
  // 500 before the route ran. Next's own chunk files (`%5Blocale%5D`) and the admin are left alone.
  matcher: [
    '/((?!api|admin|PgTempRatingResult|_next|_vercel|.*\\..*).*)',
    '/api/v1/:path*',
    '/_next/image',
    '/img/:path*',
    '/og/:path*',
    '/((?!_next/static|admin).*%.*)',
  ],
}
