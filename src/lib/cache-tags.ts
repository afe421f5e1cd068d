/**
 * Cache tags: every cached read names what it depends on, and the collection hooks expire exactly those tags.
 * See docs/decisions/0003-rendering-and-caching.md. A picture is tagged by its own id (`media:<id>`), so replacing
 * one upload expires only the reads that show it (src/lib/fresh-media.ts).
 */
import { PAGE_CATEGORIES, type PageCategory } from './content-model'

export const tags = {
  page: (uniqueUrl: string) => `page:${uniqueUrl}`,
  category: (category: PageCategory) => `pages:${category}`,
  global: (slug: 'header' | 'footer' | 'settings' | 'emergency-numbers') => `global:${slug}`,
  media: (id: number | string) => `media:${id}`,
  classifications: 'classifications',
  datasets: 'datasets',
  places: 'places',
  /**
   * Every read of alerts (the banner every page shows, /alerts, the feeds, the API): expired by the alerts' hooks and
   * at each alert's onset and expiry by a timer (src/features/alerts/expiry.ts, ADR 0038).
   */
  alerts: 'alerts',
  /**
   * The redirects the proxy answers (src/features/redirects/table.ts): expired by the redirects' hooks and by a page
   * whose published address changes; each server process reads its table again when it sees the tag expired.
   */
  redirects: 'redirects',
  /**
   * The public API's cached answers that carry pictures (src/features/public-api/route.ts): any upload change expires
   * them, since an answer's pictures are known only once it is read. Pages do not carry it (they use media:<id>).
   */
  apiMedia: 'api:media',
  /**
   * This process's search index (src/features/search/store.ts): answers made from it (the search screen,
   * /api/v1/search) are kept by the origin's response cache under this tag, which the index expires locally
   * whenever it changes (a page published here, or followed from another replica). Never given to Next.
   */
  searchIndex: 'search-index',
  /** Every page: each page change expires its category's tag, so a read tagged with all of them sees any change. */
  everyPage: PAGE_CATEGORIES.map((category) => `pages:${category}`),
} as const
