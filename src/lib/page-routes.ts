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

/**
 * General pages that have a screen of their own at `/{uniqueUrl}` (the spec's route table). The generic page
 * route does not pre-render them: their own route answers that path.
 */
export const OWN_SCREEN_URLS: ReadonlySet<string> = new Set([
  'privacy', 'open-data', 'states', 'e-visa', 'about', 'discover-dhofar', 'FAQ', 'Identity', 'Strategy',
  'Supplier-registration-services', 'social', 'organizational-structure', 'digital-participation',
  'interactiveMap', 'mapLeaflet', 'seasons', 'upcoming-events', 'past-events', 'news-list', 'searchresult', 'economy',
])
