/**
 * What every CMS page route does the same way: read the page an address names (decoded, checked against the
 * unique URL pattern, of the route's category) and build its metadata (SEO title and description, canonical and
 * hreflang alternates).
 */
import type { Metadata } from 'next'

import { alternatesFor } from '@/i18n/alternates'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type { PageCategory } from '@/lib/content-model'
import type { Page } from '@/payload-types'
import { decodeSegment, UNIQUE_URL_PATTERN } from '@/lib/page-routes'
import { normalizeTitle, pageTitle } from '@/lib/metadata/title'
import { socialMetadata } from '@/lib/metadata/social'

import { getPageByUrl } from './queries'

/** Route params of a `[pageUrl]` detail screen. */
export type PageUrlParams = Promise<{ locale: Locale; pageUrl: string }>

/** Next types a parent segment's params as strings (generateStaticParams): narrow to our locales. */
export const localeOr = (value: string): Locale => (isLocale(value) ? value : defaultLocale)

/** The published page at a (still URI-encoded) address segment, if it is a valid unique URL and, when a category is
 * given, of that category; otherwise null. */
export async function pageAt(pageUrl: string, locale: Locale, category?: PageCategory): Promise<Page | null> {
  const uniqueUrl = decodeSegment(pageUrl) ?? ''
  const page = UNIQUE_URL_PATTERN.test(uniqueUrl) ? await getPageByUrl(uniqueUrl, locale) : null
  return page && (!category || page.category === category) ? page : null
}

/** The locale and page of a `[pageUrl]` detail route whose screen shows pages of one category. */
export async function pageOfCategory(params: PageUrlParams, category: PageCategory) {
  const { locale, pageUrl } = await params
  return { locale, page: await pageAt(pageUrl, locale, category) }
}

/**
 * Metadata of a CMS page shown at `path` (without the language prefix; or a function of the page giving it):
 * `extra` adds to it, its `alternates` to the canonical and hreflang ones. No page, no metadata (the route 404s).
 */
export function pageMetadata(
  page: Page | null,
  path: string | ((page: Page) => string),
  locale: Locale,
  extra: Metadata = {},
): Metadata {
  if (!page) return {}
  const title = normalizeTitle(page.seoTitle || page.title)
  const description = page.seoDesc || page.description || undefined
  const at = typeof path === 'string' ? path : path(page)
  return {
    title: pageTitle(title),
    description,
    ...socialMetadata({ title, description, path: at, locale, uniqueUrl: page.uniqueUrl, type: page.category === 'news' ? 'article' : 'website' }),
    ...extra,
    alternates: { ...alternatesFor(at, locale), ...extra.alternates },
  }
}

/** Metadata of the screen at `path` that shows the CMS page `uniqueUrl` (a fixed page: about, privacy...). */
export async function pageMetadataAt(uniqueUrl: string, path: string, locale: Locale): Promise<Metadata> {
  return pageMetadata(await getPageByUrl(uniqueUrl, locale), path, locale)
}
