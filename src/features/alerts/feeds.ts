/**
 * The alerts as standard feeds: each alert as a CAP 1.2 message (OASIS Common Alerting Protocol, what warning
 * aggregators and phones' emergency apps read) at /alerts/{id}.cap, and an Atom feed of the current alerts linking to
 * those files (CAP's usual "index" form) at /feeds/alerts.atom and /feeds/alerts-ar.atom. Pure functions: the routes
 * pass the alerts and the site's address; a unit test validates the CAP output against OASIS's schema.
 */
import { REGIONS } from '@/features/map/cms'
import type { Locale } from '@/i18n/locales'

import type { PublicAlert } from './data'
import { CATEGORY_LABELS, isCurrent, type AlertCategory, type AlertSeverity } from './model'

export const capPath = (id: number) => `/alerts/${id}.cap`
export const feedPath = (locale: Locale) => (locale === 'ar' ? '/feeds/alerts-ar.atom' : '/feeds/alerts.atom')
export const FEED_FILES: Record<string, Locale> = { 'alerts.atom': 'en', 'alerts-ar.atom': 'ar' }

const CAP_SEVERITY: Record<AlertSeverity, 'Minor' | 'Moderate' | 'Severe' | 'Extreme'> = {
  info: 'Minor',
  advisory: 'Moderate',
  warning: 'Severe',
  danger: 'Extreme',
}

const CAP_CATEGORY: Record<AlertCategory, 'Met' | 'Transport' | 'Safety' | 'Health' | 'Other'> = {
  weather: 'Met',
  roads: 'Transport',
  sea: 'Safety',
  health: 'Health',
  events: 'Safety',
  other: 'Other',
}

const CAP_LANGUAGE: Record<Locale, string> = { en: 'en-US', ar: 'ar' }

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** CAP's date-time: Muscat time with its offset, whole seconds (CAP forbids "Z" and fractions). */
export function capTime(value: string | number | Date): string {
  const muscat = new Date(new Date(value).getTime() + 4 * 3600 * 1000)
  return `${muscat.toISOString().slice(0, 19)}+04:00`
}

const number = (value: number) => String(Math.round(value * 1e5) / 1e5)

/** A wilayat's outlines as CAP polygons: "lat,lon lat,lon ...", closed (first point = last), one per ring. */
export function wilayatPolygons(style: string): string[] {
  const region = REGIONS.find((r) => r.style === style)
  if (!region) return []
  return region.rings.map((ring) => {
    const points = ring.map(([lat, lng]) => `${number(lat)},${number(lng)}`)
    if (points[0] !== points[points.length - 1]) points.push(points[0]!)
    return points.join(' ')
  })
}

export type FeedSite = { baseUrl: string; senderName: Record<Locale, string> }

const host = (baseUrl: string) => new URL(baseUrl).host

/** A stable, unique message identifier: the alert and the version of it this message carries. */
export const capIdentifier = (site: FeedSite, alert: Pick<PublicAlert, 'id'>, at: string) => `${host(site.baseUrl)}-alert-${alert.id}-${new Date(at).getTime()}`
const capSender = (site: FeedSite) => `alerts@${host(site.baseUrl)}`

/** Changed since it was first published (a second's leeway for the two timestamps of one save). */
const isUpdate = (alert: PublicAlert) => Date.parse(alert.updatedAt) - Date.parse(alert.createdAt) > 1000

function urgency(alert: PublicAlert, now: number): string {
  if (Date.parse(alert.expires) <= now) return 'Past'
  return isCurrent(alert, now) ? 'Immediate' : 'Expected'
}

function areaDesc(alert: PublicAlert, locale: Locale): string {
  const names = [
    ...alert.wilayats.map((style) => REGIONS.find((r) => r.style === style)?.name[locale]),
    ...alert.places.map((place) => place.name[locale] ?? place.name.en),
  ].filter(Boolean)
  if (names.length) return names.join(locale === 'ar' ? '، ' : ', ')
  return locale === 'ar' ? 'محافظة ظفار' : 'Dhofar Governorate'
}

function infoBlock(alert: PublicAlert, locale: Locale, site: FeedSite, now: number): string {
  const title = alert.title[locale] ?? alert.title.en ?? ''
  const message = alert.message[locale] ?? alert.message.en ?? ''
  // No wilayat and no place: the whole governorate, every wilayat's outline.
  const polygons = alert.wilayats.length || alert.places.length ? alert.wilayats.flatMap(wilayatPolygons) : REGIONS.flatMap((r) => wilayatPolygons(r.style))
  const circles = alert.places.map((place) => `${number(place.lat)},${number(place.lng)} 0`)
  const link = alert.link ? (alert.link.startsWith('/') ? new URL(alert.link, site.baseUrl).href : alert.link) : new URL(`${locale === 'ar' ? '/ar' : ''}/alerts#alert-${alert.id}`, site.baseUrl).href
  return [
    '  <info>',
    `    <language>${CAP_LANGUAGE[locale]}</language>`,
    `    <category>${CAP_CATEGORY[alert.category]}</category>`,
    `    <event>${escapeXml(CATEGORY_LABELS[alert.category][locale])}</event>`,
    `    <urgency>${urgency(alert, now)}</urgency>`,
    `    <severity>${CAP_SEVERITY[alert.severity]}</severity>`,
    `    <certainty>Observed</certainty>`,
    `    <onset>${capTime(alert.onset)}</onset>`,
    `    <expires>${capTime(alert.expires)}</expires>`,
    `    <senderName>${escapeXml(site.senderName[locale])}</senderName>`,
    `    <headline>${escapeXml(title)}</headline>`,
    `    <description>${escapeXml(message)}</description>`,
    `    <web>${escapeXml(link)}</web>`,
    '    <area>',
    `      <areaDesc>${escapeXml(areaDesc(alert, locale))}</areaDesc>`,
    ...polygons.map((polygon) => `      <polygon>${polygon}</polygon>`),
    ...circles.map((circle) => `      <circle>${circle}</circle>`),
    '    </area>',
    '  </info>',
  ].join('\n')
}

/** One alert as a CAP 1.2 message, with an `info` block in English and one in Arabic. */
export function buildCap(alert: PublicAlert, site: FeedSite, now = Date.now()): string {
  const update = isUpdate(alert)
  const sender = capSender(site)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">',
    `  <identifier>${escapeXml(capIdentifier(site, alert, alert.updatedAt))}</identifier>`,
    `  <sender>${escapeXml(sender)}</sender>`,
    `  <sent>${capTime(alert.updatedAt)}</sent>`,
    '  <status>Actual</status>',
    `  <msgType>${update ? 'Update' : 'Alert'}</msgType>`,
    '  <scope>Public</scope>',
    // An update names the first message of the same alert: "sender,identifier,sent".
    ...(update ? [`  <references>${escapeXml(`${sender},${capIdentifier(site, alert, alert.createdAt)},${capTime(alert.createdAt)}`)}</references>`] : []),
    infoBlock(alert, 'en', site, now),
    infoBlock(alert, 'ar', site, now),
    '</alert>',
    '',
  ].join('\n')
}

/** The Atom feed of the current alerts, in one language, each entry linking to its CAP file (the "CAP index" form). */
export function buildAtom(alerts: readonly PublicAlert[], locale: Locale, site: FeedSite & { title: string }, now = Date.now()): string {
  const self = new URL(feedPath(locale), site.baseUrl).href
  const updated = alerts.reduce((latest, alert) => Math.max(latest, Date.parse(alert.updatedAt)), 0)
  const entries = alerts.map((alert) => {
    const cap = new URL(capPath(alert.id), site.baseUrl).href
    return [
      '  <entry>',
      `    <id>${escapeXml(cap)}</id>`,
      `    <title>${escapeXml(alert.title[locale] ?? alert.title.en ?? '')}</title>`,
      `    <updated>${new Date(alert.updatedAt).toISOString()}</updated>`,
      `    <published>${new Date(alert.onset).toISOString()}</published>`,
      `    <summary>${escapeXml(alert.message[locale] ?? alert.message.en ?? '')}</summary>`,
      `    <category term="${CAP_SEVERITY[alert.severity]}" label="${escapeXml(CATEGORY_LABELS[alert.category][locale])}"/>`,
      `    <link rel="alternate" type="application/cap+xml" href="${escapeXml(cap)}"/>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(site.title)}</title>`,
    `  <updated>${new Date(updated || now).toISOString()}</updated>`,
    `  <author><name>${escapeXml(site.senderName[locale])}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(new URL(`${locale === 'ar' ? '/ar' : ''}/alerts`, site.baseUrl).href)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
