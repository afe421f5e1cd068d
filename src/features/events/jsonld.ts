/**
 * schema.org Event data for an event page, safe inside a <script>. Absolute URLs, ISO dates. An event whose date
 * the editors hide (`showDate` off) publishes no date at all: no startDate, no endDate.
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { toDate } from '@/lib/dates'
import type { Page } from '@/payload-types'
import { routes } from '@/lib/page-routes'
import { jsonForScript, organizationRef, postalAddress } from '@/lib/metadata/organization'

export function eventJsonLd(page: Page, locale: Locale, baseUrl: string, organizer: string): string {
  const url = new URL(localizedPath(routes.eventDetail(page.uniqueUrl), locale), baseUrl).href
  const image = typeof page.image === 'object' && page.image?.url ? new URL(page.image.url, baseUrl).href : undefined
  const { location, lat, lng, endDate } = page.event ?? {}
  const dated = page.showDate !== false
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: page.title,
    description: page.description || undefined,
    inLanguage: locale,
    url,
    image: image ? [image] : undefined,
    startDate: dated ? toDate(page.pageDate)?.toISOString() : undefined,
    endDate: dated ? toDate(endDate)?.toISOString() : undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: location || postalAddress(locale).addressRegion,
      address: postalAddress(locale, location),
      ...(typeof lat === 'number' && typeof lng === 'number' ? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } } : {}),
    },
    organizer: organizationRef({ siteName: organizer }, locale, baseUrl),
  }
  return jsonForScript(data)
}
