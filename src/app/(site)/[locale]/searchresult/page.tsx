/**
 * The site search results: `/searchresult?q=` and `/ar/searchresult?q=`. Per request by
 * nature (it reads `q`), rendered on the server for the term so it works without JavaScript, then interactive
 * (src/features/search/screen). Not indexed: result pages are not content.
 */
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { initialSearch, queryPage, queryTerm, searchPagePath, SearchScreen } from '@/features/search'
import { ClientMessages } from '@/i18n/ClientMessages'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { socialMetadata } from '@/lib/metadata/social'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ q?: string | string[]; page?: string | string[]; asked?: string | string[] }>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, { q }] = await Promise.all([params, searchParams])
  const t = await getTranslations({ locale, namespace: 'SearchPage' })
  const term = queryTerm(q)
  const title = term ? t('titleWithQuery', { query: term }) : t('title')
  return {
    title,
    description: t('description'),
    ...socialMetadata({ title, description: t('description'), path: '/searchresult', locale }),
    robots: { index: false, follow: true },
    alternates: alternatesFor('/searchresult', locale),
  }
}

export default async function SearchResultPage({ params, searchParams }: Props) {
  const [{ locale }, { q, page, asked }] = await Promise.all([params, searchParams])
  setRequestLocale(locale)
  // A term with spaces around it (from any search box, with or without JavaScript) gets its trimmed address.
  const raw = Array.isArray(q) ? q[0] : q
  if (typeof raw === 'string' && raw !== raw.trim()) redirect(searchPagePath(queryTerm(q), locale, queryPage(page)))
  const [t, nav, initial] = await Promise.all([
    getTranslations({ locale, namespace: 'SearchPage' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    initialSearch(q, locale, queryPage(page), asked === undefined ? undefined : queryPage(asked)),
  ])
  // A page past the last one (`?page=99` of 5) is sent to the last page, which says so (307: the count may change).
  if (initial.status === 'redirect') redirect(initial.to)
  return (
    <main id="main">
      <PageHeader title={t('title')} breadcrumb={[{ label: nav('home'), href: '/' }, { label: t('title') }]} baseUrl={env.SITE_URL} />
      {/* A new search (another q) or another page of results starts from its own server state. */}
      <ClientMessages locale={locale} namespaces={['SearchPage']}>
        <SearchScreen key={`${initial.term}|${queryPage(page)}`} initial={initial} locale={locale} />
      </ClientMessages>
    </main>
  )
}
