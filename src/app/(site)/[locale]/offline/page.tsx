/**
 * The offline screen, /offline and /ar/offline (src/features/offline): pre-rendered, saved by the service worker and
 * shown by it for a page the phone has not saved when there is no signal. Not for search engines.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { OfflineScreen } from '@/features/offline'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Offline' })
  return { title: t('metadataTitle'), robots: { index: false, follow: false } }
}

export default async function OfflinePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <OfflineScreen locale={locale} />
}
