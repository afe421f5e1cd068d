/** The news feeds: /feeds/news.xml (English) and /feeds/news-ar.xml (Arabic); anything else is a 404. */
import { getTranslations } from 'next-intl/server'

import { buildRss, FEED_SIZE, getLatestNews } from '@/features/news'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

const FEEDS: Record<string, Locale> = { 'news.xml': 'en', 'news-ar.xml': 'ar' }

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = FEEDS[(await params).file]
  if (!locale) return new Response('Not found', { status: 404 })
  const [t, meta, news] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getLatestNews(locale, FEED_SIZE),
  ])
  const xml = buildRss(news, {
    title: `${t('title')} · ${meta('siteName')}`,
    description: t('description'),
    locale,
    baseUrl: env.SITE_URL,
  })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
