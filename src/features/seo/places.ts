/**
 * schema.org places: a wilayat's page is a Place (an administrative area of Dhofar) at its map label's
 * coordinates, and the interactive map lists its places as TouristAttractions with `geo`. Absolute URLs.
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

import { jsonForScript, postalAddress } from '@/lib/metadata/organization'

type Geo = { lat: number; lng: number }

const geo = ({ lat, lng }: Geo) => ({ '@type': 'GeoCoordinates', latitude: lat, longitude: lng })
const dhofar = (locale: Locale) => ({ '@type': 'AdministrativeArea', name: postalAddress(locale).addressRegion })

export function wilayatJsonLd(
  page: { title: string; description?: string | null; imageUrl?: string | null; path: string },
  point: Geo | undefined,
  locale: Locale,
  baseUrl: string,
): string {
  return jsonForScript({
    '@context': 'https://schema.org',
    '@type': ['Place', 'AdministrativeArea'],
    name: page.title,
    description: page.description || undefined,
    url: new URL(localizedPath(page.path, locale), baseUrl).href,
    image: page.imageUrl ? new URL(page.imageUrl, baseUrl).href : undefined,
    ...(point ? { geo: geo(point) } : {}),
    address: postalAddress(locale),
    containedInPlace: dhofar(locale),
  })
}

export function mapPlacesJsonLd(places: readonly ({ name: string } & Geo)[], pagePath: string, locale: Locale, baseUrl: string): string {
  return jsonForScript({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: new URL(localizedPath(pagePath, locale), baseUrl).href,
    numberOfItems: places.length,
    itemListElement: places.map((place, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@type': 'TouristAttraction', name: place.name, geo: geo(place), containedInPlace: dhofar(locale) },
    })),
  })
}
