/** The seasons list; the page `seasons` gives title and text when editors made one. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { getPageByUrl } from '@/page-data/queries'
import { getSeasons, SeasonsList, seasonsStyles as styles } from '@/features/seasons'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { pageTitle } from '@/lib/metadata/title'
import { socialMetadata } from '@/lib/metadata/social'

type Props = { params: Promise<{ locale: Locale }> }

async function heading(locale: Locale) {
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'Seasons' }), getPageByUrl('seasons', locale)])
  return { title: page?.title || t('title'), description: page?.description || t('description') }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const { title, description } = await heading(locale)
  return {
    title: pageTitle(title),
    description,
    ...socialMetadata({ title, description, path: '/seasons', locale, uniqueUrl: 'seasons' }),
    alternates: alternatesFor('/seasons', locale),
  }
}

export default async function SeasonsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [{ title, description }, nav, seasons] = await Promise.all([
    heading(locale),
    getTranslations({ locale, namespace: 'Navigation' }),
    getSeasons(locale),
  ])
  return (
    <main id="main">
      <PageHeader title={title} description={description} breadcrumb={[{ label: nav('home'), href: '/' }, { label: title }]} baseUrl={env.SITE_URL} />
      <div className={styles.body}>
        <SeasonsList seasons={seasons} locale={locale} />
      </div>
    </main>
  )
}
