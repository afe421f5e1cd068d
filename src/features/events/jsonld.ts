/** schema.org Event data for an event page, safe inside a <script>. Absolute URLs, ISO dates. */
import { localizedPath } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { toDate } from '@/lib/dates'
import type { Page } from '@/payload-types'

export function eventJsonLd(page: Page, locale: Locale, baseUrl: string, organizer: string): string {
  const url = new URL(localizedPath(`/event-details/${encodeURIComponent(page.uniqueUrl)}`, locale), baseUrl).href
  const image = typeof page.image === 'object' && page.image?.url ? new URL(page.image.url, baseUrl).href : undefined
  const { location, lat, lng } = page.event ?? {}
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: page.title,
    description: page.description || undefined,
    inLanguage: locale,
    url,
    image: image ? [image] : undefined,
    startDate: toDate(page.pageDate)?.toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: location
      ? {
          '@type': 'Place',
          name: location,
          address: { '@type': 'PostalAddress', addressRegion: 'Dhofar', addressCountry: 'OM' },
          ...(typeof lat === 'number' && typeof lng === 'number' ? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } } : {}),
        }
      : undefined,
    organizer: { '@type': 'GovernmentOrganization', name: organizer, url: baseUrl },
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
