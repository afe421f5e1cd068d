/**
 * /robots.txt as a crawler reads it (robots-parser, which follows RFC 9309: the longest matching rule wins). The
 * pictures the structured data and the cards point at must be fetchable although the APIs around them are not.
 */
import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data.js'
import robotsParser from 'robots-parser'
import { describe, expect, it } from 'vitest'

import robots from '@/app/robots'
import { env } from '@/lib/env'

const text = resolveRobots(robots())
const parsed = robotsParser(new URL('/robots.txt', env.SITE_URL).href, text)
const allowed = (path: string) => parsed.isAllowed(new URL(path, env.SITE_URL).href, 'Googlebot')

describe('robots.txt', () => {
  it('lets crawlers fetch the uploaded pictures JSON-LD names, the cards and the pages', () => {
    for (const path of ['/api/media/file/khareef-festival.jpg', '/api/media/file/khareef-festival-1200x630.webp', '/og/en/about.jpg', '/og/ar/_site.jpg', '/og/logo.png', '/', '/ar/news-list', '/open-data/download/wilayats.csv']) {
      expect(allowed(path), path).toBe(true)
    }
  })

  it('keeps them out of the admin, the APIs and search results', () => {
    for (const path of ['/admin', '/admin/collections/pages', '/api/pages', '/api/media', '/api/media/1', '/api/v1/settings', '/api/users/me', '/searchresult?q=salalah', '/ar/searchresult?q=x']) {
      expect(allowed(path), path).toBe(false)
    }
  })

  it('names the sitemap with an absolute URL', () => {
    expect(parsed.getSitemaps()).toEqual([new URL('/sitemap.xml', env.SITE_URL).href])
  })
})
