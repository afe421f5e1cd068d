/**
 * Locale routing for the public site only: the admin, the APIs, Next's assets and files with an extension are
 * left alone. Remembering the language happens here, so pages stay static.
 */
import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  matcher: ['/((?!api|admin|PgTempRatingResult|_next|_vercel|.*\\..*).*)'],
}
