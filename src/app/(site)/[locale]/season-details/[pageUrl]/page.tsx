/** A season; unknown, unpublished or non-season addresses are a 404. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { localeOr, pageMetadata, pageOfCategory, type PageUrlParams } from '@/page-data/page-route'
import { getEventSummaries, upcomingOnly } from '@/features/events'
import { getSeasons, SeasonBody, seasonEventTag, seasonsStyles as styles } from '@/features/seasons'
import { weatherFor } from '@/features/weather'
import { env } from '@/lib/env'
import { RenderSections } from '@/sections/RenderSections'
import { routes, screens } from '@/lib/page-routes'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

/** The weather cards are the only part that ages by itself: re-render at most every 30 minutes for them. */
export const revalidate = 1800

type Props = { params: PageUrlParams }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return (await getSeasons(localeOr(params.locale))).map((page) => ({ pageUrl: page.uniqueUrl }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await pageOfCategory(params, 'seasons')
  return pageMetadata(page, (p) => routes.seasonDetail(p.uniqueUrl), locale)
}

export default async function SeasonDetailPage({ params }: Props) {
  const { locale, page } = await pageOfCategory(params, 'seasons')
  setRequestLocale(locale)
  if (!page) return <NotFoundPage locale={locale} />
  const tag = seasonEventTag(page)
  const [t, nav, events, adventures, weather] = await Promise.all([
    getTranslations({ locale, namespace: 'Seasons' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    tag ? getEventSummaries(locale, { season: tag }) : Promise.resolve([]),
    getEventSummaries(locale, { category: 'ADVENTURES' }),
    weatherFor(page.season?.weatherPlaces ?? [], { baseUrl: env.WEATHER_URL, userAgent: env.OUTBOUND_USER_AGENT }),
  ])
  return (
    <main id="main">
      <PageHeader
        title={page.title}
        description={page.description}
        image={page.image}
        breadcrumb={[{ label: nav('home'), href: '/' }, { label: t('title'), href: screens.seasons }, { label: page.title }]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body}>
        {page.content ? <RichText value={page.content} /> : null}
        <SeasonBody page={page} locale={locale} weather={weather} events={upcomingOnly(events, new Date())} adventures={adventures} />
        <RenderSections sections={page.sections} locale={locale} />
      </div>
    </main>
  )
}
