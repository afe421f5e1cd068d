/**
 * Locale routing for the public site only: the admin, the APIs, Next's assets and files with an extension are
 * left alone. The remembered language (the NEXT_LOCALE cookie the language switch sets) is honoured here, so
 * pages stay static. The browser's Accept-Language is not: the spec starts every visitor in English.
 */
import createMiddleware from 'next-intl/middleware'
import { NextRequest } from 'next/server'

import { routing } from './i18n/routing'

const handle = createMiddleware(routing)

export default function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  return handle(new NextRequest(request, { headers }))
}

export const config = {
  matcher: ['/((?!api|admin|PgTempRatingResult|_next|_vercel|.*\\..*).*)'],
}
