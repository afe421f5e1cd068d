/**
 * Every place to visit: /places and /ar/places (src/features/places), filtered at /places/filter/… Pre-rendered;
 * expired with the `places` tag when an editor changes a place.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getPlaceEntries, PlacesScreen } from '@/features/places'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { socialMetadata } from '@/lib/metadata/social'
import { screens } from '@/lib/page-routes'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Places' })
  return {
    title: t('title'),
    description: t('description'),
    ...socialMetadata({ title: t('title'), description: t('description'), path: screens.places, locale }),
    alternates: alternatesFor(screens.places, locale),
  }
}

export default async function PlacesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <PlacesScreen places={await getPlaceEntries()} view={{ wilayat: null, offer: null }} locale={locale} />
}
