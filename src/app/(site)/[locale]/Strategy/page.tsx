/** Strategy (page key `Strategy`); without the page it is a 404. */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { StrategyScreen } from '@/features/strategy'
import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadataAt('Strategy', '/Strategy', locale)
}

export default async function StrategyPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const page = await getPageByUrl('Strategy', locale)
  if (!page) return <NotFoundPage locale={locale} />
  return <StrategyScreen page={page} locale={locale} />
}
