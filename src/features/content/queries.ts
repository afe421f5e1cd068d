/**
 * Cached reads for the public screens (docs/decisions/0003-rendering-and-caching.md): each is deduplicated per
 * render by React `cache` and kept in Next's data cache under the tags its content changes expire.
 */
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { previewViewer } from '@/features/preview/viewer'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache-tags'
import type { PageCategory } from '@/lib/content-model'
import { withFreshMedia } from '@/lib/fresh-media'
import { getPayloadClient } from '@/lib/payload'

import { findGlobal, findPageByUrl, findPages } from './data'

/** The published page; for an editor previewing (features/preview), the latest draft, never cached. */
export const getPageByUrl = cache(async (uniqueUrl: string, locale: Locale) => {
  const viewer = await previewViewer()
  if (viewer) return findPageByUrl(await getPayloadClient(), uniqueUrl, { locale, draft: true, user: viewer })
  return withFreshMedia(
    await unstable_cache(
      async () => findPageByUrl(await getPayloadClient(), uniqueUrl, { locale }),
      ['page-by-url', uniqueUrl, locale],
      { tags: [tags.page(uniqueUrl)] },
    )(),
    locale,
  )
})

export const getPagesByCategory = cache(async (category: PageCategory, locale: Locale, limit = 100, sort = 'orderNum') =>
  withFreshMedia(
    await unstable_cache(
      async () => (await findPages(await getPayloadClient(), { category, locale, limit, sort })).docs,
      ['pages-by-category', category, locale, String(limit), sort],
      { tags: [tags.category(category)] },
    )(),
    locale,
  ),
)

export const getGlobal = cache(async <S extends 'header' | 'footer' | 'settings'>(slug: S, locale: Locale) =>
  withFreshMedia(
    await unstable_cache(async () => findGlobal(await getPayloadClient(), slug, locale), ['global', slug, locale], {
      tags: [tags.global(slug)],
    })(),
    locale,
  ),
)
