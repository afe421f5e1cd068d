/**
 * A place's page as schema.org data: a TouristAttraction with its point (`geo`), its opening hours
 * (`openingHoursSpecification`: the weekly rows, each season's rows valid between its dates, each closure as a day
 * closed), whether entry is free (`isAccessibleForFree`, only when recorded) and the facts recorded as
 * `amenityFeature`s (an unrecorded one is left out, never written as false). Absolute URLs. Pure.
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { jsonForScript, postalAddress } from '@/lib/metadata/organization'

import type { PlaceEntry } from './data'
import { timeOf, closingMinute, WEEKDAYS, type HoursRow, type Weekday } from './hours'
import { ACCESS_FACTS, FACILITIES, type AccessFact, type Facility } from './travel'

const DAY_NAMES: Record<Weekday, string> = { sun: 'Sunday', mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday' }

const spec = (row: HoursRow, valid?: { from: string; to: string }) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: row.days.map((day) => `https://schema.org/${DAY_NAMES[day]}`),
  opens: `${row.opens}:00`,
  closes: `${timeOf(closingMinute(row))}:00`,
  ...(valid ? { validFrom: valid.from, validThrough: valid.to } : {}),
})

export function openingHoursSpecification(hours: PlaceEntry['travel']['hours']): object[] | undefined {
  if (hours.kind === 'unknown') return undefined
  const closed = hours.closures.map((c) => ({ '@type': 'OpeningHoursSpecification', opens: '00:00:00', closes: '00:00:00', validFrom: c.from, validThrough: c.to }))
  if (hours.kind === 'always') {
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS.map((d) => `https://schema.org/${DAY_NAMES[d]}`), opens: '00:00:00', closes: '23:59:59' }, ...closed]
  }
  return [...hours.rows.map((row) => spec(row)), ...hours.variants.flatMap((v) => v.rows.map((row) => spec(row, v))), ...closed]
}

export function placeJsonLd(
  place: PlaceEntry,
  words: { access: (key: AccessFact) => string; facility: (key: Facility) => string; wilayat: string | undefined },
  path: string,
  locale: Locale,
  baseUrl: string,
): string {
  const { travel } = place
  const amenities = [
    ...ACCESS_FACTS.map((key) => [words.access(key), travel.access[key]] as const),
    ...FACILITIES.map((key) => [words.facility(key), travel.facilities[key]] as const),
  ].filter(([, value]) => value !== null)
  return jsonForScript({
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: place.name[locale],
    description: place.description[locale] || undefined,
    url: new URL(localizedPath(path, locale), baseUrl).href,
    image: place.image ? new URL(place.image.url, baseUrl).href : undefined,
    geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
    address: { ...postalAddress(locale), ...(words.wilayat ? { addressLocality: words.wilayat } : {}) },
    openingHoursSpecification: openingHoursSpecification(travel.hours),
    isAccessibleForFree: travel.fee.kind === 'unknown' ? undefined : travel.fee.kind === 'free',
    amenityFeature: amenities.length
      ? amenities.map(([name, value]) => ({ '@type': 'LocationFeatureSpecification', name, value: value === 'yes' }))
      : undefined,
    telephone: travel.phone ?? undefined,
    sameAs: travel.website ?? undefined,
  })
}
