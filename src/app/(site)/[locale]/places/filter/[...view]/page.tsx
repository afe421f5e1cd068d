/**
 * A filtered view of the places list: /places/filter/{wilayat}, /places/filter/{offer},
 * /places/filter/{wilayat}/{offer} (src/lib/page-routes.ts `parsePlacesFilter`), each pre-rendered in both
 * languages; anything else is a 404.
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getPlaceEntries, PlacesScreen, placesTitle, WILAYAT_SLUGS } from '@/features/places'
import { NotFoundPage } from '@/components/site/NotFoundScreen'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { socialMetadata } from '@/lib/metadata/social'
import { parsePlacesFilter, PLACE_OFFERS, placesPath } from '@/lib/page-routes'

type Props = { params: Promise<{ locale: Locale; view: string[] }> }

export function generateStaticParams() {
  const views = [
    ...WILAYAT_SLUGS.map((wilayat) => [wilayat]),
    ...PLACE_OFFERS.map((offer) => [offer]),
    ...WILAYAT_SLUGS.flatMap((wilayat) => PLACE_OFFERS.map((offer) => [wilayat, offer])),
  ]
  return views.map((view) => ({ view }))
}

async function load(params: Props['params']) {
  const { locale, view } = await params
  return { locale, view: parsePlacesFilter(view, WILAYAT_SLUGS) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view } = await load(params)
  if (!view) return {}
  const [t, title] = await Promise.all([getTranslations({ locale, namespace: 'Places' }), placesTitle(view, locale)])
  return {
    title,
    description: t('description'),
    ...socialMetadata({ title, description: t('description'), path: placesPath(view), locale }),
    alternates: alternatesFor(placesPath(view), locale),
  }
}

export default async function PlacesFilterPage({ params }: Props) {
  const { locale, view } = await load(params)
  setRequestLocale(locale)
  if (!view) return <NotFoundPage locale={locale} />
  return <PlacesScreen places={await getPlaceEntries()} view={view} locale={locale} />
}
