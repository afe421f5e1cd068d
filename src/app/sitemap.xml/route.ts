/**
 * /sitemap.xml: every published page in both languages with hreflang alternates and the CMS's last change.
 * A route of its own rather than Next's `app/sitemap.ts`, whose writer puts the alternates before `lastmod` and so
 * fails the sitemaps.org schema (docs/decisions/0026-independent-checks.md). Static like Next's sitemap: built
 * once, regenerated when its reads' tags (every page category, data sets, places, the emergency numbers), with each map place's page are expired.
 */
import { getSitemapOtherChanges, getSitemapPages, getSitemapPlaces, sitemapEntries, sitemapXml } from '@/features/seo'
import { env } from '@/lib/env'

export const dynamic = 'force-static'

export async function GET() {
  const [pages, others, places] = await Promise.all([getSitemapPages(), getSitemapOtherChanges(), getSitemapPlaces()])
  return new Response(sitemapXml(sitemapEntries(pages, env.SITE_URL, others, places)), {
    headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  })
}
