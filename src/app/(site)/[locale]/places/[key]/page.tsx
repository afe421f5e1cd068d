/**
 * A map place's page: /places/{key} and /ar/places/{key} (src/features/places). Pre-rendered for every place; its
 * reads (the places, tag `places`; the alerts, tag `alerts`) are expired when an editor changes a place or an alert,
 * and when a condition or an alert ends (ADR 0041), so what it says of now is re-rendered on time. "Open now" is
 * worked out in the browser (ADR 0049).
 */
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getAlertLists } from '@/features/alerts'
import { WILAYATS } from '@/features/map'
import { getPlaceEntries, placeJsonLd, PlaceScreen } from '@/features/places'
import { getStatePages } from '@/features/states'
import { NotFoundPage } from '@/components/site/NotFoundScreen'
import { JsonLd } from '@/components/ui/JsonLd'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { socialMetadata } from '@/lib/metadata/social'
import { decodeSegment, routes } from '@/lib/page-routes'

type Props = { params: Promise<{ locale: Locale; key: string }> }

export async function generateStaticParams() {
  return (await getPlaceEntries()).map((place) => ({ key: place.key }))
}

async function load(params: Props['params']) {
  const { locale, key } = await params
  const decoded = decodeSegment(key)
  const places = await getPlaceEntries()
  return { locale, places, place: places.find((p) => p.key === decoded) ?? null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, place } = await load(params)
  if (!place) return {}
  const t = await getTranslations({ locale, namespace: 'Places' })
  const title = place.name[locale]
  const description = place.description[locale] ?? t('viewPlace', { name: title })
  const path = routes.place(place.key)
  const social = socialMetadata({ title, description, path, locale })
  const image = place.image ? { url: new URL(place.image.url, env.SITE_URL).href, alt: place.image.alt[locale] ?? title } : null
  return {
    title,
    description,
    ...social,
    ...(image ? { openGraph: { ...social.openGraph, images: [image] }, twitter: { ...social.twitter, images: [image.url] } } : {}),
    alternates: alternatesFor(path, locale),
  }
}

export default async function PlacePage({ params }: Props) {
  const { locale, places, place } = await load(params)
  setRequestLocale(locale)
  if (!place) return <NotFoundPage locale={locale} />
  const [{ current: alerts }, states, t] = await Promise.all([getAlertLists(), getStatePages(locale), getTranslations({ locale, namespace: 'Places' })])
  const wilayat = WILAYATS.find((w) => w.style === place.region)
  const statePage = wilayat ? states.find((page) => page.uniqueUrl === wilayat.slug || page.uniqueUrl.startsWith(`${wilayat.slug}-`)) : undefined
  const path = routes.place(place.key)
  const jsonLd = placeJsonLd(place, { access: (key) => t(`accessFact.${key}`), facility: (key) => t(`facility.${key}`), wilayat: wilayat?.name[locale] }, path, locale, env.SITE_URL)
  return (
    <>
      <PlaceScreen place={place} places={places} alerts={alerts} locale={locale} wilayatPage={statePage?.uniqueUrl ?? null} />
      <JsonLd json={jsonLd} />
    </>
  )
}
