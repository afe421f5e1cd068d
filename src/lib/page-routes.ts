/**
 * Where a page lives on the site, by its category (decisions.md, "Search routing": category first). Used by the
 * generic page route to send visitors to a page's proper screen, and by search and links elsewhere.
 */
import type { PageCategory } from './content-model'

const DETAIL_ROUTES: Partial<Record<PageCategory, string>> = {
  news: '/news-details/',
  events: '/event-details/',
  seasons: '/season-details/',
  states: '/state-details/',
  economy: '/economy/',
  openData: '/open-data-details/',
}

/** The site path of a page (without language prefix), or undefined when its category gives none. */
export function pathByCategory(page: { uniqueUrl: string; category: PageCategory }): string | undefined {
  if (page.category === 'home') return '/'
  const base = DETAIL_ROUTES[page.category]
  return base ? `${base}${encodeURIComponent(page.uniqueUrl)}` : undefined
}
