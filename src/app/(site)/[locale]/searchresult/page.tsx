/**
 * The site search results (spec "Search result"): `/searchresult?q=` and `/ar/searchresult?q=`. Per request by
 * nature (it reads `q`), rendered on the server for the term so it works without JavaScript, then interactive
 * (src/features/search/screen). Not indexed: result pages are not content.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { queryTerm } from '@/features/search/screen/model'
import { SearchScreen } from '@/features/search/screen/SearchScreen'
import { ClientMessages } from '@/i18n/ClientMessages'
import { initialSearch } from '@/features/search/screen/server'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ q?: string | string[] }>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, { q }] = await Promise.all([params, searchParams])
  const t = await getTranslations({ locale, namespace: 'SearchPage' })
  const term = queryTerm(q)
  return {
    title: term ? t('titleWithQuery', { query: term }) : t('title'),
    description: t('description'),
    robots: { index: false, follow: true },
    alternates: alternatesFor('/searchresult', locale),
  }
}

export default async function SearchResultPage({ params, searchParams }: Props) {
  const [{ locale }, { q }] = await Promise.all([params, searchParams])
  setRequestLocale(locale)
  const [t, nav, initial] = await Promise.all([
    getTranslations({ locale, namespace: 'SearchPage' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    initialSearch(q, locale),
  ])
  return (
    <main id="main">
      <PageHeader title={t('title')} breadcrumb={[{ label: nav('home'), href: '/' }, { label: t('title') }]} baseUrl={env.SITE_URL} />
      {/* A new search (another q) starts from its own server state. */}
      <ClientMessages locale={locale} namespaces={['SearchPage']}>
        <SearchScreen key={initial.term} initial={initial} locale={locale} />
      </ClientMessages>
    </main>
  )
}
