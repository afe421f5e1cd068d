/** Cached reads for the sitemap: expired by the `pages` tag every page change expires (revalidatePage). */
import { unstable_cache } from 'next/cache'

import { findPages } from '@/features/content/data'
import { tags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import type { SitemapPage } from './sitemap'

const PAGE_SIZE = 500

/** Every published page's address fields and last change, however many there are. */
export const getSitemapPages = unstable_cache(
  async (): Promise<SitemapPage[]> => {
    const payload = await getPayloadClient()
    const pages: SitemapPage[] = []
    for (let page = 1; ; page++) {
      const result = await findPages(payload, { locale: 'en', depth: 0, limit: PAGE_SIZE, page, sort: 'id' })
      pages.push(...result.docs.map(({ uniqueUrl, category, updatedAt }) => ({ uniqueUrl, category, updatedAt })))
      if (!result.hasNextPage) return pages
    }
  },
  ['sitemap-pages'],
  { tags: [...tags.everyPage] },
)
