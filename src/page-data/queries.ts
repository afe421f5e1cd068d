/**
 * Cached reads for the public screens (src/lib/cached-read.ts): kept in Next's data cache under the tags their
 * content's changes expire.
 */
import type { DataFromGlobalSlug, Payload } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cached-read'
import { tags } from '@/lib/cache-tags'
import type { PageCategory } from '@/lib/content-model'
import { getPayloadClient } from '@/lib/payload'
import { findGlobal, findPageByUrl, findPages } from './data'
import { previewViewer } from './viewer'

const publishedPageByUrl = cachedRead(
  'page-by-url',
  (payload: Payload, uniqueUrl: string, locale: Locale) => findPageByUrl(payload, uniqueUrl, { locale }),
  { tags: ([uniqueUrl]) => [tags.page(uniqueUrl)], freshMedia: ([, locale]) => locale },
)

/** The published page; for an editor previewing (features/preview), the latest draft, never cached. */
export const getPageByUrl = cache(async (uniqueUrl: string, locale: Locale) => {
  const viewer = await previewViewer()
  if (viewer) return findPageByUrl(await getPayloadClient(), uniqueUrl, { locale, draft: true, user: viewer })
  return publishedPageByUrl(uniqueUrl, locale)
})

export const getPagesByCategory = cachedRead(
  'pages-by-category',
  async (payload: Payload, category: PageCategory, locale: Locale, limit: number = 100, sort: string = 'orderNum') =>
    (await findPages(payload, { category, locale, limit, sort })).docs,
  { tags: ([category]) => [tags.category(category)], freshMedia: ([, locale]) => locale },
)

type SiteGlobal = 'header' | 'footer' | 'settings'

const readGlobal = cachedRead(
  'global',
  (payload: Payload, slug: SiteGlobal, locale: Locale) => findGlobal(payload, slug, locale),
  { tags: ([slug]) => [tags.global(slug)], freshMedia: ([, locale]) => locale },
)

/** A global (header, footer, settings), typed by its slug. */
export const getGlobal = readGlobal as <S extends SiteGlobal>(slug: S, locale: Locale) => Promise<DataFromGlobalSlug<S>>
