/** Open data details: a page of category openData. */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { localeOr, pageMetadata, pageOfCategory, type PageUrlParams } from '@/page-data/page-route'
import { getPageByUrl, getPagesByCategory } from '@/page-data/queries'
import { ContentScreen } from '@/features/content-screens'
import { routes, screens } from '@/lib/page-routes'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: PageUrlParams }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return (await getPagesByCategory('openData', localeOr(params.locale))).map((page) => ({ pageUrl: page.uniqueUrl }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await pageOfCategory(params, 'openData')
  return pageMetadata(page, (p) => routes.openDataDetail(p.uniqueUrl), locale)
}

export default async function OpenDataDetailsPage({ params }: Props) {
  const { locale, page } = await pageOfCategory(params, 'openData')
  setRequestLocale(locale)
  if (!page) return <NotFoundPage locale={locale} />
  const [nav, t, openData] = await Promise.all([
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'OpenData' }),
    getPageByUrl('open-data', locale),
  ])
  const breadcrumb = [
    { label: nav('home'), href: '/' },
    { label: openData?.title || t('title'), href: screens.openData },
    { label: page.title },
  ]
  return <ContentScreen page={page} locale={locale} breadcrumb={breadcrumb} />
}
