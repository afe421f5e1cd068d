/** About Dhofar (page key `about`); without the page in the CMS it is a 404. */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AboutScreen } from '@/features/about'
import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import { getLatestNews } from '@/features/news'
import type { Locale } from '@/i18n/locales'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

/** Enough articles for the carousel to move at every width (4 visible at most). */
const NEWS_IN_CAROUSEL = 8

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadataAt('about', '/about', locale)
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [page, news] = await Promise.all([getPageByUrl('about', locale), getLatestNews(locale, NEWS_IN_CAROUSEL)])
  if (!page) return <NotFoundPage locale={locale} />
  return <AboutScreen page={page} news={news} locale={locale} />
}
