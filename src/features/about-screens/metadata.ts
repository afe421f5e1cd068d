/** Metadata of a CMS content screen: the page's SEO title and description, canonical and hreflang alternates. */
import type { Metadata } from 'next'

import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

export function contentMetadata(page: Page | null, path: string, locale: Locale): Metadata {
  if (!page) return {}
  return {
    title: page.seoTitle || page.title,
    description: page.seoDesc || page.description || undefined,
    alternates: alternatesFor(path, locale),
  }
}
