/**
 * /robots.txt: everything public may be crawled except the admin, the APIs and search results; names the sitemap.
 * The uploaded pictures are served under /api (`/api/media/file/…`) and the structured data (NewsArticle, Event,
 * Place images) points at them, so that path is allowed again: crawlers take the longest matching rule.
 * Open Graph cards and the logo are under /og, outside /api.
 */
import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

/** Paths under a disallowed prefix that search engines must still fetch (pictures the pages' metadata names). */
const CRAWLABLE_UPLOADS = ['/api/media/file/'] as const

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: ['/', ...CRAWLABLE_UPLOADS],
      disallow: ['/admin', '/api/', '/searchresult', '/ar/searchresult'],
    },
    sitemap: new URL('/sitemap.xml', env.SITE_URL).href,
    host: new URL(env.SITE_URL).origin,
  }
}
