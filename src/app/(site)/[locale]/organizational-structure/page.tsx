/** Organisational structure (page key `organizational-structure`). */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { OrganizationScreen } from '@/features/organization'
import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

const KEY = 'organizational-structure'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadataAt(KEY, `/${KEY}`, locale)
}

export default async function OrganizationPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const page = await getPageByUrl(KEY, locale)
  if (!page) return <NotFoundPage locale={locale} />
  return <OrganizationScreen page={page} locale={locale} />
}
