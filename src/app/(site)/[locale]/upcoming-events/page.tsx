/**
 * Upcoming events: the published events not over yet, rendered on the server;
 * the sort and the filters run in the browser from the address, so the page stays static (docs/decisions/0007).
 * Re-rendered every hour in the background, so a finished event leaves the list without an edit and no visitor
 * waits for it; the past ones are at /past-events.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { getGlobal } from '@/page-data/queries'
import { getEventSummaries, UpcomingEvents, upcomingEventsStyles as styles, upcomingOnly } from '@/features/events'
import { ClientMessages } from '@/i18n/ClientMessages'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import { env } from '@/lib/env'
import { socialMetadata } from '@/lib/metadata/social'
import { screens } from '@/lib/page-routes'


type Props = { params: Promise<{ locale: Locale }> }

/** Seconds: how late, at most, a finished event may still show as upcoming. */
export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Events' })
  return {
    title: t('title'),
    description: t('description'),
    ...socialMetadata({ title: t('title'), description: t('description'), path: '/upcoming-events', locale }),
    alternates: alternatesFor('/upcoming-events', locale),
  }
}

export default async function UpcomingEventsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, nav, events, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    getEventSummaries(locale),
    getGlobal('settings', locale),
  ])
  return (
    <main id="main">
      <PageHeader
        title={t('title')}
        description={t('description')}
        breadcrumb={[{ label: nav('home'), href: '/' }, { label: t('title') }]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body}>
        <ClientMessages locale={locale} namespaces={['Events']}>
          <UpcomingEvents events={upcomingOnly(events, new Date())} temperature={settings.eventTemperatureText ?? ''} />
        </ClientMessages>
        <p className={styles.pastLink}>
          <Link href={screens.pastEvents} className={styles.switchLink}>
            {t('pastLink')}
          </Link>
        </p>
      </div>
    </main>
  )
}
