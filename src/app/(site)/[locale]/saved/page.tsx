/**
 * "Saved for offline", /saved and /ar/saved (src/features/offline): what this phone keeps to read without a signal.
 * Pre-rendered; its lists are read on the phone. Kept by the service worker with the offline screen. Not for search
 * engines: it shows nothing but what a visitor's own phone holds.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SavedScreen } from '@/features/offline'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Offline' })
  return { title: t('savedScreenMetadataTitle'), robots: { index: false, follow: false } }
}

export default async function SavedPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <SavedScreen locale={locale} />
}
