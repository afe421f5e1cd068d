/**
 * A site path in a language and back: English unprefixed, Arabic under /ar (`as-needed` in routing.ts). The one
 * place a path gains or loses its language prefix, for the server and the browser alike: links, forms, metadata,
 * the language switch, the header menu's current page.
 *
 * It is what next-intl's `getPathname` and `usePathname` do for this routing (tests/unit/paths.test.ts holds the
 * two equal) without next-intl's `createNavigation` in the browser, which brings its Link and next/link with it
 * into every page's first load although no page uses them (ADR 0031).
 */
import { defaultLocale, type Locale } from './locales'

/** `/x` in `locale`; `forcePrefix` prefixes the default language too (`/en/x`, for the language switch). */
export function localizedPath(path: string, locale: Locale, { forcePrefix = false } = {}): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale && !forcePrefix) return clean
  // `/` and `/?q=…` take the bare prefix: `/ar`, `/ar?q=…`, never `/ar/`.
  return /^\/(\?.*)?$/.test(clean) ? `/${locale}${clean.slice(1)}` : `/${locale}${clean}`
}

/** The path without `locale`'s prefix (`/ar/x` → `/x`, `/ar` → `/`); a path without it is returned as it is. */
export function unlocalizedPath(pathname: string, locale: Locale): string {
  const prefix = `/${locale}`
  if (pathname === prefix) return '/'
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname
}
