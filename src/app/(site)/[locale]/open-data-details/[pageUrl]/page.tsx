/** Open data details (spec "Supplier registration and open-data details"): a page of category openData. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { UNIQUE_URL_PATTERN } from '@/collections/Pages'
import { getPageByUrl, getPagesByCategory } from '@/features/content/queries'
import { ContentScreen } from '@/features/content-screens/ContentScreen'
import { alternatesFor } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; pageUrl: string }> }

/** Next types the parent's params as strings: narrow to our locales. */
const localeOr = (value: string): Locale => (isLocale(value) ? value : 'en')

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return (await getPagesByCategory('openData', localeOr(params.locale))).map((page) => ({ pageUrl: page.uniqueUrl }))
}

async function load({ params }: Props) {
  const { locale, pageUrl } = await params
  const uniqueUrl = decodeURIComponent(pageUrl)
  const page = UNIQUE_URL_PATTERN.test(uniqueUrl) ? await getPageByUrl(uniqueUrl, locale) : null
  return { locale, page: page?.category === 'openData' ? page : null }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await load(props)
  if (!page) return {}
  return {
    title: page.seoTitle || page.title,
    description: page.seoDesc || page.description || undefined,
    alternates: alternatesFor(`/open-data-details/${encodeURIComponent(page.uniqueUrl)}`, locale),
  }
}

export default async function OpenDataDetailsPage(props: Props) {
  const { locale, page } = await load(props)
  setRequestLocale(locale)
  if (!page) notFound()
  const [nav, t, openData] = await Promise.all([
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'OpenData' }),
    getPageByUrl('open-data', locale),
  ])
  const breadcrumb = [
    { label: nav('home'), href: '/' },
    { label: openData?.title || t('title'), href: '/open-data' },
    { label: page.title },
  ]
  return <ContentScreen page={page} locale={locale} breadcrumb={breadcrumb} />
}
