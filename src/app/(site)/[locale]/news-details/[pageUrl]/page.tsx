/** A news article; unknown, unpublished or non-news addresses are a 404. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { localeOr, pageMetadata, pageOfCategory, type PageUrlParams } from '@/page-data/page-route'
import { getGlobal } from '@/page-data/queries'
import { feedPath, getLatestNews, NewsArticle, newsArticleJsonLd, newsStyles as styles } from '@/features/news'

import { env } from '@/lib/env'
import { routes, screens } from '@/lib/page-routes'
import { NotFoundPage } from '@/components/site/NotFoundScreen'
import { JsonLd } from '@/components/ui/JsonLd'

type Props = { params: PageUrlParams }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const news = await getLatestNews(localeOr(params.locale), 100)
  return news.map((page) => ({ pageUrl: page.uniqueUrl }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await pageOfCategory(params, 'news')
  return pageMetadata(page, (p) => routes.newsDetail(p.uniqueUrl), locale, {
    alternates: { types: { 'application/rss+xml': feedPath(locale) } },
  })
}

export default async function NewsDetailPage({ params }: Props) {
  const { locale, page } = await pageOfCategory(params, 'news')
  setRequestLocale(locale)
  if (!page) return <NotFoundPage locale={locale} />
  const [t, nav, latest, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    getLatestNews(locale, 4, page.uniqueUrl),
    getGlobal('settings', locale),
  ])
  const more = latest.filter((item) => item.title).slice(0, 3)
  const imageUrl = typeof page.image === 'object' ? page.image?.url : null
  const jsonLd = newsArticleJsonLd(
    { uniqueUrl: page.uniqueUrl, title: page.title, description: page.description, date: page.pageDate, updatedAt: page.updatedAt, imageUrl },
    locale,
    env.SITE_URL,
    settings.siteName,
  )
  return (
    <main id="main">
      <PageHeader
        title={page.title}
        breadcrumb={[{ label: nav('home'), href: '/' }, { label: t('listTitle'), href: screens.newsList }, { label: page.title }]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body}>
        <NewsArticle page={page} more={more} locale={locale} />
      </div>
      <JsonLd json={jsonLd} />
    </main>
  )
}
