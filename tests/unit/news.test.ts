import { describe, expect, it } from 'vitest'

import { newsPath, newsSegments, parseNewsPath } from '@/lib/page-routes'
import { buildRss, escapeXml } from '@/features/news/rss'

describe('news list addresses', () => {
  it('parses the static views and refuses anything else', () => {
    expect(parseNewsPath([])).toEqual({ classification: null, page: 1 })
    expect(parseNewsPath(['page', '2'])).toEqual({ classification: null, page: 2 })
    expect(parseNewsPath(['classification', 'tourism'])).toEqual({ classification: 'tourism', page: 1 })
    expect(parseNewsPath(['classification', 'tourism', 'page', '3'])).toEqual({ classification: 'tourism', page: 3 })
    for (const bad of [['page', '1'], ['page', '0'], ['page', 'x'], ['classification'], ['other'], ['classification', 'A B']]) {
      expect(parseNewsPath(bad)).toBeNull()
    }
  })

  it('builds paths and segments that parse back', () => {
    const view = { classification: 'culture', page: 2 }
    expect(newsPath(view)).toBe('/news-list/classification/culture/page/2')
    expect(parseNewsPath(newsSegments(view))).toEqual(view)
    expect(newsSegments({ classification: null, page: 1 })).toEqual([])
  })
})

describe('RSS', () => {
  const item = (n: number) => ({ uniqueUrl: `n-${n}`, title: `News <${n}> & more`, description: 'D', date: '2026-03-01T08:00:00Z', image: null })
  it('writes an RSS 2.0 channel of at most 20 escaped items with absolute links', () => {
    const xml = buildRss(Array.from({ length: 25 }, (_, i) => item(i)), { title: 'News', description: 'Latest', locale: 'ar', baseUrl: 'https://example.com' })
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml.match(/<item>/g)).toHaveLength(20)
    expect(xml).toContain('<title>News &lt;0&gt; &amp; more</title>')
    expect(xml).toContain('<link>https://example.com/ar/news-details/n-0</link>')
    expect(xml).toContain('<pubDate>Sun, 01 Mar 2026 08:00:00 GMT</pubDate>')
    expect(xml).toContain('<language>ar</language>')
  })
  it('escapes XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  })
})
