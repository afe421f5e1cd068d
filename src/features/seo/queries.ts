/** Cached reads for the sitemap (src/lib/cached-read.ts): expired by the tags every page change expires. */
import type { Payload } from 'payload'

import { findPages } from '@/page-data/data'
import { cachedRead } from '@/lib/cached-read'
import { tags } from '@/lib/cache-tags'

import type { OtherChanges, SitemapPage, SitemapPlace } from './sitemap'

const PAGE_SIZE = 500

/** Every published page's address fields and last change, however many there are (uncached; tests read it). */
export async function readSitemapPages(payload: Payload): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = []
  for (let page = 1; ; page++) {
    const result = await findPages(payload, { locale: 'en', depth: 0, limit: PAGE_SIZE, page, sort: 'id' })
    pages.push(...result.docs.map(({ uniqueUrl, category, updatedAt }) => ({ uniqueUrl, category, updatedAt })))
    if (!result.hasNextPage) return pages
  }
}

/** The same, kept until any page changes. */
export const getSitemapPages = cachedRead('sitemap-pages', readSitemapPages, { tags: () => tags.everyPage })

/** The latest change of the open data sets, the map's places and the emergency numbers: the `lastmod` of their screens. */
export const getSitemapOtherChanges = cachedRead(
  'sitemap-other-changes',
  async (payload: Payload): Promise<OtherChanges> => {
    const newest = async (collection: 'datasets' | 'places') =>
      (await payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, pagination: false, overrideAccess: false })).docs[0]?.updatedAt ?? null
    const emergencyNumbers = async () =>
      (await payload.findGlobal({ slug: 'emergency-numbers', depth: 0, overrideAccess: false })).updatedAt ?? null
    const [datasets, places, emergency] = await Promise.all([newest('datasets'), newest('places'), emergencyNumbers()])
    return { datasets, places, emergency }
  },
  { tags: () => [tags.datasets, tags.places, tags.global('emergency-numbers')] },
)

/** Every map place's key and last change: their pages (`/places/{key}`). */
export const getSitemapPlaces = cachedRead(
  'sitemap-places',
  async (payload: Payload): Promise<SitemapPlace[]> =>
    (await payload.find({ collection: 'places', depth: 0, limit: 1000, pagination: false, sort: 'id', select: { key: true, updatedAt: true }, overrideAccess: false })).docs.map(
      (doc) => ({ key: doc.key, updatedAt: doc.updatedAt }),
    ),
  { tags: () => [tags.places] },
)
