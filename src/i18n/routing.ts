import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCodes } from './locales'

/**
 * English unprefixed, Arabic under /ar; the choice is remembered in a cookie the proxy reads. No `Link` header of
 * alternates: next-intl builds it from the request's Host and X-Forwarded-Host, which no cache keys on, so one
 * request with a made-up host would have it kept for everyone; the pages name their alternates in their HTML from
 * SITE_URL (./alternates.ts), and the sitemap too.
 */
export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  localeDetection: true,
  alternateLinks: false,
})
