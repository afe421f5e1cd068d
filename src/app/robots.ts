/** /robots.txt: everything public may be crawled except the admin, the APIs and search results; names the sitemap. */
import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/api/', '/searchresult', '/ar/searchresult'],
    },
    sitemap: new URL('/sitemap.xml', env.SITE_URL).href,
    host: new URL(env.SITE_URL).origin,
  }
}
