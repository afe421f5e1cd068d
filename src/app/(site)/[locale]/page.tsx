/**
 * Home: the home page's content and the latest events, news, sponsors and map tiles,
 * drawn by the home feature. Static, regenerated hourly so that events whose date has passed leave the upcoming
 * carousel without an edit (docs/decisions/0008-home-page.md); edits show at once through the cache tags.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getGlobal, getPageByUrl } from '@/page-data/queries'
import { getEventSummaries, upcomingOnly } from '@/features/events'
import { HOME_NEWS_COUNT, HomePage } from '@/features/home'
import { getTileConfig } from '@/features/map'
import { getLatestNews } from '@/features/news'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { homeJsonLd } from '@/lib/metadata/organization'
import { socialMetadata } from '@/lib/metadata/social'
import { homeTitle } from '@/lib/metadata/title'
import { NotFoundPage } from '@/components/site/NotFoundScreen'
import { JsonLd } from '@/components/ui/JsonLd'

type Props = { params: Promise<{ locale: Locale }> }

/** Seconds: how late, at most, a past event may still show as upcoming. */
export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [page, t] = await Promise.all([getPageByUrl('home', locale), getTranslations({ locale, namespace: 'Metadata' })])
  const title = homeTitle(page?.seoTitle || page?.title || '', t('siteName'))
  const description = page?.seoDesc || page?.description || undefined
  return {
    title: { absolute: title },
    description,
    ...socialMetadata({ title, description, path: '/', locale, uniqueUrl: page?.uniqueUrl }),
    alternates: alternatesFor('/', locale),
  }
}

export default async function Home({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const page = await getPageByUrl('home', locale)
  if (!page) return <NotFoundPage locale={locale} />
  const [events, news, settings, tiles] = await Promise.all([
    getEventSummaries(locale),
    getLatestNews(locale, HOME_NEWS_COUNT),
    getGlobal('settings', locale),
    getTileConfig(locale),
  ])
  return (
    <>
      <HomePage
        page={page}
        locale={locale}
        events={upcomingOnly(events, new Date())}
        news={news}
        sponsors={settings.sponsors}
        tiles={tiles}
      />
      <JsonLd json={homeJsonLd(settings, locale, env.SITE_URL)} />
    </>
  )
}
