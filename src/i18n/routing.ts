import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCodes } from './locales'

/** English unprefixed, Arabic under /ar; the choice is remembered in a cookie the proxy reads. */
export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  localeDetection: true,
})
