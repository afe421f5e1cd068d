/**
 * The sitemap's entries (pure): every published page at its public path, in both languages, each entry naming
 * its language alternates (hreflang en, ar, x-default) and the CMS's last change. Search results and pages
 * without a public path are left out; drafts never reach here (the read is an anonymous visitor's).
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
