/**
 * The news feeds: /feeds/news.xml (English) and /feeds/news-ar.xml (Arabic); the current alerts as Atom with links to
 * their CAP files: /feeds/alerts.atom and /feeds/alerts-ar.atom; anything else is a 404.
 */
import { getTranslations } from 'next-intl/server'

import { buildAtom, FEED_FILES, getAlertLists } from '@/features/alerts'
import { buildRss, FEED_SIZE, getLatestNews } from '@/features/news'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

const FEEDS: Record<string, Locale> = { 'news.xml': 'en', 'news-ar.xml': 'ar' }

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = (await params).file
  const alertsLocale = FEED_FILES[file]
  if (alertsLocale) return alertsFeed(alertsLocale)
  const locale = FEEDS[file]
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

async function alertsFeed(locale: Locale) {
  const [t, meta, { current }] = await Promise.all([
    getTranslations({ locale, namespace: 'Alerts' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getAlertLists(),
  ])
  const xml = buildAtom(current, locale, {
    title: `${t('title')} · ${meta('siteName')}`,
    baseUrl: env.SITE_URL,
    senderName: { en: 'Dhofar Governorate', ar: 'محافظة ظفار' },
  })
  // Short: an alert's end must reach feed readers soon (the feed is not kept by the origin's cache).
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=30' } })
}
