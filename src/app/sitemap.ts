/** /sitemap.xml: every published page in both languages with hreflang alternates and the CMS's last change. */
import type { MetadataRoute } from 'next'

import { getSitemapPages, sitemapEntries } from '@/features/seo'
import { env } from '@/lib/env'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await getSitemapPages(), env.SITE_URL)
}
