/**
 * The sitemap's entries (pure): every published page at its public path, in both languages, each entry naming
 * its language alternates (hreflang en, ar, x-default) and the CMS's last change. Search results and pages
 * without a public path are left out; drafts never reach here (the read is an anonymous visitor's).
 * `sitemapXml` writes them in the order the sitemaps.org schema demands (Next's own writer puts the alternates
 * before `lastmod`, which the schema rejects: docs/decisions/0026-independent-checks.md).
 */
import type { MetadataRoute } from 'next'

import { localizedPath } from '@/i18n/alternates'
import { defaultLocale, localeCodes } from '@/i18n/locales'
import type { PageCategory } from '@/lib/content-model'
import { pathByCategory, routes, screens } from '@/lib/page-routes'

export type SitemapPage = { uniqueUrl: string; category: PageCategory; updatedAt?: string | null }

/** Screens drawn from many pages rather than one CMS page: listed even when no page of that address exists. */
export const LIST_SCREENS = [screens.newsList, screens.upcomingEvents, screens.seasons, screens.states, screens.interactiveMap, screens.openData] as const

/** Screens that answer a visitor's query rather than show content. */
const NOT_INDEXED: ReadonlySet<string> = new Set([screens.search.slice(1)])

/** The public path of a page (without language prefix): its category's screen, else `/{uniqueUrl}`. */
export function sitePath(page: Pick<SitemapPage, 'uniqueUrl' | 'category'>): string | undefined {
  if (NOT_INDEXED.has(page.uniqueUrl)) return undefined
  return pathByCategory(page) ?? (page.category === 'general' ? routes.page(page.uniqueUrl) : undefined)
}

export function sitemapEntries(pages: readonly SitemapPage[], baseUrl: string): MetadataRoute.Sitemap {
  const absolute = (path: string) => new URL(path, baseUrl).href
  const entries: MetadataRoute.Sitemap = []
  const seen = new Set<string>()
  const listed = [...pages.map((page) => ({ path: sitePath(page), updatedAt: page.updatedAt })), ...LIST_SCREENS.map((path) => ({ path, updatedAt: null }))]
  for (const page of listed) {
    const { path } = page
    if (!path || seen.has(path)) continue
    seen.add(path)
    const languages: Record<string, string> = {}
    for (const code of localeCodes) languages[code] = absolute(localizedPath(path, code))
    languages['x-default'] = absolute(localizedPath(path, defaultLocale))
    const lastModified = page.updatedAt ? new Date(page.updatedAt) : undefined
    for (const code of localeCodes) {
      entries.push({
        url: languages[code],
        ...(lastModified && !Number.isNaN(lastModified.getTime()) ? { lastModified } : {}),
        alternates: { languages },
      })
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
