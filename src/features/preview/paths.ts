/**
 * Where a preview goes: the site path of a page (its category's screen, or `/{uniqueUrl}`), in the language being
 * edited, behind the endpoint that checks the editor and turns on Next's draft mode. Pure, so the admin config
 * and the tests share it.
 */
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type { PageCategory } from '@/lib/content-model'
import { pathByCategory } from '@/lib/page-routes'

export const PREVIEW_ENDPOINT = '/api/preview'
export const PREVIEW_EXIT_ENDPOINT = '/api/preview/exit'

/** A path on this site (never `//host` or a full URL: the preview must not become an open redirect). */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/

export function pagePath(page: { uniqueUrl?: string | null; category?: PageCategory | null }): string | null {
  if (!page.uniqueUrl) return null
  const category = page.category ?? 'general'
  return pathByCategory({ uniqueUrl: page.uniqueUrl, category }) ?? `/${encodeURIComponent(page.uniqueUrl)}`
}

/** The address of `path` in `locale` (English unprefixed, Arabic under /ar). */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The admin's Preview link for a page, or null while it has no address yet. */
export function previewHref(
  page: { uniqueUrl?: string | null; category?: PageCategory | null },
  locale: string | undefined,
  siteUrl = '',
): string | null {
  const path = pagePath(page)
  if (!path) return null
  const lang: Locale = locale && isLocale(locale) ? locale : defaultLocale
  const query = new URLSearchParams({ path, locale: lang })
  return `${siteUrl}${PREVIEW_ENDPOINT}?${query}`
}
