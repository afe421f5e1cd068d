/** Identity (page key `Identity`); without the page it is a 404. */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { IdentityScreen } from '@/features/identity'
import { pageMetadataAt } from '@/page-data/page-route'
import { getPageByUrl } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'
import { NotFoundPage } from '@/components/site/NotFoundScreen'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadataAt('Identity', '/Identity', locale)
}

export default async function IdentityPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const page = await getPageByUrl('Identity', locale)
  if (!page) return <NotFoundPage locale={locale} />
  return <IdentityScreen page={page} locale={locale} />
}
