/** Canonical and hreflang alternates of a path (given without the language prefix) for page metadata. */
import type { Metadata } from 'next'

import { defaultLocale, localeCodes, type Locale } from './locales'
import { localizedPath } from './paths'

export function alternatesFor(path: string, locale: Locale): Metadata['alternates'] {
  const languages: Record<string, string> = {}
  for (const code of localeCodes) languages[code] = localizedPath(path, code)
  languages['x-default'] = localizedPath(path, defaultLocale)
  return { canonical: localizedPath(path, locale), languages }
}
