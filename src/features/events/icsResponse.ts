/**
 * The `.ics` download of an event page (`/event-details/{url}/calendar.ics`, `/ar/...`). 404 for an address that
 * is not a published event, an event without a date (a calendar entry needs a start) or one whose date the
 * editors hide (`showDate` off: the date is not published anywhere, so not here either).
 */
import { getPageByUrl } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { toDate } from '@/lib/dates'
import { env } from '@/lib/env'
import { decodeSegment, routes, UNIQUE_URL_PATTERN } from '@/lib/page-routes'

import { buildIcs } from './ics'

export async function icsResponse(pageUrl: string, locale: Locale): Promise<Response> {
  const uniqueUrl = decodeSegment(pageUrl) ?? ''
  const page = UNIQUE_URL_PATTERN.test(uniqueUrl) ? await getPageByUrl(uniqueUrl, locale) : null
  const start = page?.showDate === false ? undefined : toDate(page?.pageDate)
  if (!page || page.category !== 'events' || !start) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const { location, lat, lng, endDate } = page.event ?? {}
  const url = new URL(localizedPath(routes.eventDetail(uniqueUrl), locale), env.SITE_URL).href
  const body = buildIcs({
    uid: `event-${page.id}@${new URL(env.SITE_URL).hostname}`,
    title: page.title,
    description: page.description ?? undefined,
    location: location ?? undefined,
    url,
    start,
    end: toDate(endDate) ?? undefined,
    geo: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : undefined,
    language: locale,
    stamp: toDate(page.updatedAt) ?? new Date(),
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${uniqueUrl}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
