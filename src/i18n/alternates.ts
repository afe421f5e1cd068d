/** Canonical and hreflang alternates of a path (given without the language prefix) for page metadata. */
import type { Metadata } from 'next'

import { defaultLocale, localeCodes, type Locale } from './locales'

export function localizedPath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

export function alternatesFor(path: string, locale: Locale): Metadata['alternates'] {
  const languages: Record<string, string> = {}
  for (const code of localeCodes) languages[code] = localizedPath(path, code)
  languages['x-default'] = localizedPath(path, defaultLocale)
  return { canonical: localizedPath(path, locale), languages }
}
