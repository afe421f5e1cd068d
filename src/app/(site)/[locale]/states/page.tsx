/** The wilayats list (page key `states`); without the page it is a 404. */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { getStatePages, StatesScreen } from '@/features/states'
import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadataAt('states', '/states', locale)
}

export default async function StatesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [page, states] = await Promise.all([getPageByUrl('states', locale), getStatePages(locale)])
  if (!page) return <NotFoundPage locale={locale} />
  return <StatesScreen page={page} states={states} locale={locale} />
}
