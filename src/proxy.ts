/**
 * Locale routing for the public site only: the admin, the APIs, Next's assets and files with an extension are
 * left alone. The remembered language (the NEXT_LOCALE cookie the language switch sets) is honoured here, so
 * pages stay static. The browser's Accept-Language is not: the spec starts every visitor in English. A few
 * guessed addresses are sent to the spec's first (src/lib/canonical-paths.ts).
 */
import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { routing } from './i18n/routing'
import { canonicalRedirect } from './lib/canonical-paths'

const handle = createMiddleware(routing)

export default function proxy(request: NextRequest) {
  const target = canonicalRedirect(request.nextUrl.pathname)
  if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target
    return NextResponse.redirect(url, 308)
  }
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  return handle(new NextRequest(request, { headers }))
}

export const config = {
  matcher: ['/((?!api|admin|PgTempRatingResult|_next|_vercel|.*\\..*).*)'],
}
