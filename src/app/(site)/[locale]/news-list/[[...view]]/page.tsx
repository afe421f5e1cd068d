/**
 * The news list: classification filter, cards, paging. Every view is its own static address
 * (`/news-list`, `/news-list/page/2`, `/news-list/classification/tourism/page/2`), see docs/decisions/0007.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { localeOr } from '@/page-data/page-route'
import {
  ClassificationNav,
  feedPath,
  getClassifications,
  getNewsPage,
  NewsGrid,
  newsStyles as styles,
  Pagination,
} from '@/features/news'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { socialMetadata } from '@/lib/metadata/social'
import { newsPath, newsSegments, parseNewsPath } from '@/lib/page-routes'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale; view?: string[] }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = localeOr(params.locale)
  const classifications = await getClassifications(locale)
  const views = [null, ...classifications.map((c) => c.key)]
  const params_: { view: string[] }[] = []
  for (const classification of views) {
    const result = await getNewsPage(locale, classification, 1)
    for (let page = 1; page <= (result?.totalPages ?? 1); page++) {
      params_.push({ view: newsSegments({ classification, page }) })
    }
  }
  return params_
}

async function load({ params }: Props) {
  const { locale, view } = await params
  const parsed = parseNewsPath(view)
  const result = parsed ? await getNewsPage(locale, parsed.classification, parsed.page) : null
  if (!parsed || !result || parsed.page > result.totalPages) return { locale, view: null, result: null }
  return { locale, view: parsed, result }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, view } = await load(props)
  if (!view) return {}
  const t = await getTranslations({ locale, namespace: 'News' })
  const title = view.page > 1 ? t('pageTitle', { title: t('title'), page: String(view.page) }) : t('title')
  return {
    title,
    description: t('description'),
    ...socialMetadata({ title, description: t('description'), path: newsPath(view), locale }),
    alternates: {
      ...alternatesFor(newsPath(view), locale),
      types: { 'application/rss+xml': feedPath(locale) },
    },
  }
}

export default async function NewsListPage(props: Props) {
  const { locale, view, result } = await load(props)
  setRequestLocale(locale)
  if (!view || !result) return <NotFoundPage locale={locale} />
  const [t, nav, classifications] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    getClassifications(locale),
  ])
  return (
    <main id="main">
      <PageHeader
        title={t('title')}
        breadcrumb={[{ label: nav('home'), href: '/' }, { label: t('title') }]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body}>
        <ClassificationNav items={classifications} current={view.classification} locale={locale} />
        <NewsGrid items={result.docs} locale={locale} />
        <Pagination view={view} totalPages={result.totalPages} locale={locale} />
      </div>
    </main>
  )
}
