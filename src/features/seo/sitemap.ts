/**
 * The sitemap's entries (pure): every published page at its public path, in both languages, each entry naming
 * its language alternates (hreflang en, ar, x-default) and the CMS's last change, then each map place's page. Search results and pages
 * without a public path are left out; drafts never reach here (the read is an anonymous visitor's).
 * `sitemapXml` writes them in the order the sitemaps.org schema demands (Next's own writer puts the alternates
 * before `lastmod`, which the schema rejects: docs/decisions/0026-independent-checks.md).
 */
import type { MetadataRoute } from 'next'

import { defaultLocale, localeCodes } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { PageCategory } from '@/lib/content-model'
import { pathByCategory, routes, screens } from '@/lib/page-routes'

export type SitemapPage = { uniqueUrl: string; category: PageCategory; updatedAt?: string | null }

/** What a list screen shows besides pages: the open data sets, the map's places and the emergency numbers (their latest change). */
export type ListedContent = PageCategory | 'datasets' | 'places' | 'emergency'

/**
 * Screens drawn from many pages rather than one CMS page: listed even when no page of that address exists, with
 * the latest change of what they list as `lastmod` (and of their own CMS page, when they have one).
 */
export const LIST_SCREENS: readonly { path: string; lists: readonly ListedContent[] }[] = [
  { path: screens.newsList, lists: ['news'] },
  { path: screens.upcomingEvents, lists: ['events'] },
  { path: screens.pastEvents, lists: ['events'] },
  { path: screens.seasons, lists: ['seasons'] },
  { path: screens.states, lists: ['states'] },
  { path: screens.interactiveMap, lists: ['states', 'places'] },
  { path: screens.openData, lists: ['datasets'] },
  { path: screens.emergency, lists: ['emergency'] },
  { path: screens.places, lists: ['places'] },
]

/** The latest change of the content outside pages that list screens show (ISO dates, null when there is none). */
export type OtherChanges = Partial<Record<'datasets' | 'places' | 'emergency', string | null>>

/** Screens that answer a visitor's query rather than show content. */
const NOT_INDEXED: ReadonlySet<string> = new Set([screens.search.slice(1)])

/** The public path of a page (without language prefix): its category's screen, else `/{uniqueUrl}`. */
export function sitePath(page: Pick<SitemapPage, 'uniqueUrl' | 'category'>): string | undefined {
  if (NOT_INDEXED.has(page.uniqueUrl)) return undefined
  return pathByCategory(page) ?? (page.category === 'general' ? routes.page(page.uniqueUrl) : undefined)
}

const time = (value: string | null | undefined) => {
  const ms = value ? new Date(value).getTime() : NaN
  return Number.isNaN(ms) ? undefined : ms
}

/** The latest of some dates, or undefined when none is valid. */
function latest(values: readonly (string | null | undefined)[]): Date | undefined {
  const times = values.map(time).filter((t): t is number => t !== undefined)
  return times.length ? new Date(Math.max(...times)) : undefined
}

/** A map place's page (`/places/{key}`) and its last change. */
export type SitemapPlace = { key: string; updatedAt?: string | null }

export function sitemapEntries(pages: readonly SitemapPage[], baseUrl: string, others: OtherChanges = {}, places: readonly SitemapPlace[] = []): MetadataRoute.Sitemap {
  const absolute = (path: string) => new URL(path, baseUrl).href
  const changes = new Map<ListedContent, (string | null | undefined)[]>()
  for (const page of pages) changes.set(page.category, [...(changes.get(page.category) ?? []), page.updatedAt])
  for (const [kind, date] of Object.entries(others)) changes.set(kind as ListedContent, [date])
  // Each address once, in order: the pages, then the list screens no page stands at; a list screen's date is the
  // latest of its own page's and of everything it lists.
  const dated = new Map<string, Date | undefined>()
  for (const page of pages) {
    const path = sitePath(page)
    if (path && !dated.has(path)) dated.set(path, latest([page.updatedAt]))
  }
  for (const screen of LIST_SCREENS) {
    const own = dated.get(screen.path)
    dated.set(screen.path, latest([own?.toISOString(), ...screen.lists.flatMap((kind) => changes.get(kind) ?? [])]))
  }
  for (const place of places) dated.set(routes.place(place.key), latest([place.updatedAt]))
  const entries: MetadataRoute.Sitemap = []
  for (const [path, lastModified] of dated) {
    const languages: Record<string, string> = {}
    for (const code of localeCodes) languages[code] = absolute(localizedPath(path, code))
    languages['x-default'] = absolute(localizedPath(path, defaultLocale))
    for (const code of localeCodes) {
      entries.push({ url: languages[code], ...(lastModified ? { lastModified } : {}), alternates: { languages } })
    }
  }
  return entries
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c])

/**
 * The sitemap document: in each `<url>`, `loc` and `lastmod` first, then the `xhtml:link` alternates (the schema's
 * `##other` wildcard comes after the sitemap's own elements). Text and attributes are XML-escaped.
 */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ]
  for (const entry of entries) {
    lines.push('<url>', `<loc>${escapeXml(entry.url)}</loc>`)
    if (entry.lastModified) {
      const lastmod = entry.lastModified instanceof Date ? entry.lastModified.toISOString() : entry.lastModified
      lines.push(`<lastmod>${escapeXml(lastmod)}</lastmod>`)
    }
    for (const [hreflang, href] of Object.entries(entry.alternates?.languages ?? {})) {
      if (href) lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}" />`)
    }
    lines.push('</url>')
  }
  lines.push('</urlset>', '')
  return lines.join('\n')
}
