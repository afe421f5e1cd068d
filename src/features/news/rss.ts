/**
 * RSS 2.0 of the latest news per language (`/feeds/news.xml` English, `/feeds/news-ar.xml` Arabic), linked from
 * the news pages with <link rel="alternate" type="application/rss+xml">. Pure string building, unit-tested.
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { toDate } from '@/lib/dates'
import { routes } from '@/lib/page-routes'

import { type NewsSummary } from './model'

export const FEED_SIZE = 20

export const feedPath = (locale: Locale) => (locale === 'ar' ? '/feeds/news-ar.xml' : '/feeds/news.xml')

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

type Channel = { title: string; description: string; locale: Locale; baseUrl: string }

export function buildRss(items: NewsSummary[], { title, description, locale, baseUrl }: Channel): string {
  const abs = (path: string) => new URL(localizedPath(path, locale), baseUrl).href
  const entries = items
    .filter((item) => item.title)
    .slice(0, FEED_SIZE)
    .map((item) => {
      const link = abs(routes.newsDetail(item.uniqueUrl))
      const date = toDate(item.date)
      return [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        item.description ? `      <description>${escapeXml(item.description)}</description>` : '',
        date ? `      <pubDate>${date.toUTCString()}</pubDate>` : '',
        '    </item>',
      ].filter(Boolean).join('\n')
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(abs('/news-list'))}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${locale}</language>`,
    `    <atom:link href="${escapeXml(new URL(feedPath(locale), baseUrl).href)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
