/** Frequently asked questions (page key `FAQ`); without the page it is a 404. */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { FaqScreen } from '@/features/faq'
import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadataAt('FAQ', '/FAQ', locale)
}

export default async function FaqPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const page = await getPageByUrl('FAQ', locale)
  if (!page) return <NotFoundPage locale={locale} />
  return <FaqScreen page={page} locale={locale} />
}
