/**
 * News list addresses and cards. Filter and paging are path segments (`/news-list/classification/tourism/page/2`)
 * rather than a query string: each view is a static page a crawler can follow (docs/decisions/0007).
 */
import type { PlainImage } from '@/components/ui/Media'
import type { Page } from '@/payload-types'

export const NEWS_PAGE_SIZE = 12

export type NewsView = { classification: string | null; page: number }

const KEY = /^[a-z0-9][a-z0-9-]{0,59}$/

/** The view of `/news-list/...segments`, or null for an address that is not one (a 404). */
export function parseNewsPath(segments: readonly string[] = []): NewsView | null {
  let rest = [...segments]
  let classification: string | null = null
  if (rest[0] === 'classification') {
    if (!rest[1] || !KEY.test(rest[1])) return null
    classification = rest[1]
    rest = rest.slice(2)
  }
  if (rest.length === 0) return { classification, page: 1 }
  if (rest.length !== 2 || rest[0] !== 'page' || !/^[1-9]\d{0,4}$/.test(rest[1])) return null
  const page = Number(rest[1])
  // Page 1 has one address only (without /page/1), so search engines never see two copies of it.
  return page === 1 ? null : { classification, page }
}

/** The site path of a view (without language prefix). */
export function newsPath({ classification, page }: NewsView): string {
  const base = classification ? `/news-list/classification/${classification}` : '/news-list'
  return page > 1 ? `${base}/page/${page}` : base
}

/** The segments of a view for generateStaticParams' optional catch-all. */
export function newsSegments(view: NewsView): string[] {
  return newsPath(view).split('/').slice(2)
}

export type NewsSummary = {
  uniqueUrl: string
  title: string
  description: string
  date: string | null
  image: PlainImage | null
}

export function toNewsSummary(page: Page): NewsSummary {
  const image = page.image && typeof page.image === 'object' && page.image.url ? page.image : null
  return {
    uniqueUrl: page.uniqueUrl,
    title: page.title?.trim() ?? '',
    description: page.description?.trim() ?? '',
    date: page.pageDate ?? null,
    image: image ? { ...image, url: image.url ?? '' } : null,
  }
}

export const newsHref = (uniqueUrl: string) => `/news-details/${encodeURIComponent(uniqueUrl)}`
