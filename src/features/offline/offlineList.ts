/**
 * `/state-details/{url}/offline.json` (and `/ar/…`): the addresses a phone saves to read a wilayat without a signal
 * (ADR 0046), written by the server so that it follows the editors (a place added, an event announced) without a new
 * build. In the language of the address:
 * - the wilayat's page, which shows its places' cards with their conditions and its current alerts;
 * - each of its places' pages (hours, fees, access, directions: src/features/places);
 * - the interactive map (the drawing of every wilayat, every place with a condition), and the simple map when it
 *   draws this wilayat;
 * - the wilayat's upcoming events (those whose place names the wilayat, the rule the map uses for an address);
 * - the current alerts (the screen and its feed) and the emergency numbers.
 * The worker adds each page's own files. Checked against the schema the worker reads it with (src/sw/saved-policy.ts).
 */
import { feedPath } from '@/features/alerts'
import { getEventSummaries, upcomingOnly } from '@/features/events'
import { REGIONS, SIMPLE_MAP_REGIONS, wilayatInAddress } from '@/features/map'
import { getPlaceEntries } from '@/features/places'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes, screens } from '@/lib/page-routes'
import { pageAt } from '@/page-data/page-route'
import { offlineListSchema, type OfflineList } from '@/sw/saved-policy'

/** The wilayat (map region) a wilayat page stands for: its unique URL is the region's slug, or starts with it. */
export const regionOfStatePage = (uniqueUrl: string) => REGIONS.find((r) => uniqueUrl === r.slug || uniqueUrl.startsWith(`${r.slug}-`))

/** The list for a wilayat page, or null when the address is not one. */
export async function offlineList(pageUrl: string, locale: Locale, now = new Date()): Promise<OfflineList | null> {
  const page = await pageAt(pageUrl, locale, 'states')
  if (!page) return null
  const region = regionOfStatePage(page.uniqueUrl)
  const events = region ? upcomingOnly(await getEventSummaries(locale), now).filter((event) => wilayatInAddress(event.location)?.style === region.style) : []
  const places = region ? (await getPlaceEntries()).filter((place) => place.region === region.style) : []
  const paths = [
    routes.stateDetail(page.uniqueUrl),
    ...places.map((place) => routes.place(place.key)),
    screens.interactiveMap,
    ...(region && (SIMPLE_MAP_REGIONS as readonly string[]).includes(region.style) ? [screens.simpleMap] : []),
    ...events.map((event) => routes.eventDetail(event.uniqueUrl)),
    screens.alerts,
    screens.emergency,
  ].map((path) => localizedPath(path, locale))
  return offlineListSchema.parse({
    wilayat: page.uniqueUrl,
    locale,
    title: page.title,
    page: paths[0],
    urls: [...new Set([...paths, feedPath(locale)])],
  })
}

/** The route's answer: the list as JSON, kept a minute by any cache (an editor's change shows within it). */
export async function offlineListResponse(pageUrl: string, locale: Locale): Promise<Response> {
  const list = await offlineList(pageUrl, locale)
  if (!list) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return Response.json(list, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
