/**
 * Past events: the events that are over, the most recent first, in pages of 12 at static addresses.
 * Re-rendered every hour, like the upcoming list, so an event moves here without an edit once its day is over.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { localeOr } from '@/page-data/page-route'
import {
  getEventSummaries,
  pageOf,
  PastEventsNav,
  pastOnly,
  UpcomingCard,
  upcomingEventsStyles as styles,
} from '@/features/events'
import { ClientMessages } from '@/i18n/ClientMessages'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import { env } from '@/lib/env'
import { socialMetadata } from '@/lib/metadata/social'
import { parsePastView, pastEventsPath, screens } from '@/lib/page-routes'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale; view?: string[] }> }

/** Seconds: how late, at most, a finished event may still be missing here. */
export const revalidate = 3600

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const past = pastOnly(await getEventSummaries(localeOr(params.locale)), new Date())
  const { totalPages } = pageOf(past, 1)
  return Array.from({ length: totalPages }, (_, i) => ({ view: i === 0 ? [] : ['page', String(i + 1)] }))
}

async function load({ params }: Props) {
  const { locale, view } = await params
  const page = parsePastView(view)
  if (!page) return { locale, page: null, result: null }
  const result = pageOf(pastOnly(await getEventSummaries(locale), new Date()), page)
  return page > result.totalPages ? { locale, page: null, result: null } : { locale, page, result }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await load(props)
  if (!page) return {}
  const t = await getTranslations({ locale, namespace: 'Events' })
  const title = page > 1 ? t('pastPageTitle', { title: t('pastTitle'), page: String(page) }) : t('pastTitle')
  return {
    title,
    description: t('pastDescription'),
    // Its own Open Graph card: without it the layout's (the home page's URL) applied.
    ...socialMetadata({ title, description: t('pastDescription'), path: pastEventsPath(page), locale }),
    alternates: alternatesFor(pastEventsPath(page), locale),
  }
}

export default async function PastEventsPage(props: Props) {
  const { locale, page, result } = await load(props)
  setRequestLocale(locale)
  if (!page || !result) return <NotFoundPage locale={locale} />
  const [t, nav] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    getTranslations({ locale, namespace: 'Navigation' }),
  ])
  return (
    <main id="main">
      <PageHeader
        title={t('pastTitle')}
        description={t('pastDescription')}
        breadcrumb={[
          { label: nav('home'), href: '/' },
          { label: t('title'), href: screens.upcomingEvents },
          { label: t('pastTitle') },
        ]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body}>
        <div className={styles.results}>
          <p>
            <Link href={screens.upcomingEvents} className={styles.switchLink}>
              {t('upcomingLink')}
            </Link>
          </p>
          {result.items.length === 0 ? <p>{t('pastNone')}</p> : null}
          {/* The cards are the upcoming list's (a client component): they read the Events messages. */}
          <ClientMessages locale={locale} namespaces={['Events']}>
            <ul className={styles.grid} role="list" data-testid="past-events">
              {result.items.map((event) => (
                <li key={event.uniqueUrl}>
                  <UpcomingCard event={event} temperature="" />
                </li>
              ))}
            </ul>
          </ClientMessages>
          <PastEventsNav page={page} totalPages={result.totalPages} locale={locale} />
        </div>
      </div>
    </main>
  )
}
