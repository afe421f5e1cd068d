/**
 * Where a preview goes: the site path of a page (its category's screen, or `/{uniqueUrl}`), in the language being
 * edited, behind the endpoint that checks the editor and turns on Next's draft mode. Pure, so the admin config
 * and the tests share it.
 */
import { localeCookie } from '@/components/site/languagePreference'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { PageCategory } from '@/lib/content-model'
import { pagePath } from '@/lib/page-routes'

export const PREVIEW_ENDPOINT = '/api/preview'
export const PREVIEW_EXIT_ENDPOINT = '/api/preview/exit'

/**
 * A path on this site (never `//host` or a full URL: the preview must not become an open redirect), without
 * control characters (a NUL or a line break cannot go into the `Location` header: the response failed with a 500).
 */
export const SITE_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/

/** The address of a page being edited, or null while it has no unique URL yet. */
export function draftPagePath(page: { uniqueUrl?: string | null; category?: PageCategory | null }): string | null {
  return page.uniqueUrl ? pagePath({ uniqueUrl: page.uniqueUrl, category: page.category ?? 'general' }) : null
}

/** The admin's Preview link for a page, or null while it has no address yet. */
export function previewHref(
  page: { uniqueUrl?: string | null; category?: PageCategory | null },
  locale: string | undefined,
  siteUrl = '',
): string | null {
  const path = draftPagePath(page)
  if (!path) return null
  const lang: Locale = locale && isLocale(locale) ? locale : defaultLocale
  const query = new URLSearchParams({ path, locale: lang })
  return `${siteUrl}${PREVIEW_ENDPOINT}?${query}`
}

/**
 * Where the preview endpoint sends the editor, and the remembered language to set on the way: the proxy sends an
 * unprefixed (English) address to the language of the NEXT_LOCALE cookie, which the Arabic page just viewed had set
 * to Arabic, so without it the English preview opened the Arabic page.
 */
export function previewLanding(path: string, locale: Locale, secure: boolean): { location: string; cookie: string } {
  return { location: localizedPath(path, locale), cookie: localeCookie(locale, secure) }
}
