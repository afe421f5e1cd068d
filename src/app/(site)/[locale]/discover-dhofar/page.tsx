/** Discover Dhofar (page key `discover-dhofar`); without the page it is a 404. */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { DiscoverScreen } from '@/features/discover'
import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

const KEY = 'discover-dhofar'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadataAt(KEY, `/${KEY}`, locale)
}

export default async function DiscoverPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const page = await getPageByUrl(KEY, locale)
  if (!page) return <NotFoundPage locale={locale} />
  return <DiscoverScreen page={page} locale={locale} />
}
