/** An event; unknown, unpublished or non-event addresses are a 404. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Media } from '@/components/ui/Media'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { ShareButton } from '@/components/ui/ShareButton/ShareButton'
import { localeOr, pageMetadata, pageOfCategory, type PageUrlParams } from '@/page-data/page-route'
import { getGlobal } from '@/page-data/queries'
import {
  eventDetailStyles as styles,
  eventJsonLd,
  EventFacts,
  EventPanels,
  EventsBlock,
  getEventSummaries,
  upcomingOnly,
} from '@/features/events'
import { getTileConfig } from '@/features/map'
import { env } from '@/lib/env'
import { RenderSections } from '@/sections/RenderSections'
import { routes, screens } from '@/lib/page-routes'
import { NotFoundPage } from '@/components/site/NotFoundScreen'
import { JsonLd } from '@/components/ui/JsonLd'

type Props = { params: PageUrlParams }

/** Seconds: the other events are those not over yet, so the page is re-rendered hourly in the background. */
export const revalidate = 3600

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const events = await getEventSummaries(localeOr(params.locale))
  return events.map((event) => ({ pageUrl: event.uniqueUrl }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await pageOfCategory(params, 'events')
  return pageMetadata(page, (p) => routes.eventDetail(p.uniqueUrl), locale)
}

export default async function EventDetailPage({ params }: Props) {
  const { locale, page } = await pageOfCategory(params, 'events')
  setRequestLocale(locale)
  if (!page) return <NotFoundPage locale={locale} />
  const [t, nav, others, settings, tiles] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    getEventSummaries(locale, { exclude: page.uniqueUrl }),
    getGlobal('settings', locale),
    getTileConfig(locale),
  ])
  return (
    <main id="main">
      <PageHeader
        title={page.title}
        breadcrumb={[{ label: nav('home'), href: '/' }, { label: t('title'), href: screens.upcomingEvents }, { label: page.title }]}
        baseUrl={env.SITE_URL}
      >
        <EventFacts page={page} locale={locale} />
      </PageHeader>
      <div className={styles.body}>
        <div className={styles.columns}>
          <div className={styles.main}>
            <Media resource={page.image} sizes="(max-width: 1024px) 100vw, 48rem" aspectRatio="16 / 9" priority />
            {page.content ? <RichText value={page.content} /> : page.description ? <p>{page.description}</p> : null}
            <RenderSections sections={page.sections} locale={locale} />
            <ShareButton title={page.title} />
          </div>
          <EventPanels page={page} locale={locale} tiles={tiles} />
        </div>
        <EventsBlock events={upcomingOnly(others, new Date())} heading={t('blockHeading')} locale={locale} limit={2} />
      </div>
      <JsonLd json={eventJsonLd(page, locale, env.SITE_URL, settings.siteName)} />
    </main>
  )
}
