import { cacheKeyOf, listPages, respondCached, searchParamsOf } from '@/features/public-api'
import { tags } from '@/lib/cache-tags'

/** GET /api/v1/pages?category={id}&limit={n}&page={p}: published pages, newest first. */
export function GET(request: Request) {
  const query = searchParamsOf(request)
  const key = cacheKeyOf(query, ['category', 'limit', 'page'])
  // Any page change expires `pages`; the settings map category ids to categories.
  return respondCached(['pages', ...key], [...tags.everyPage, tags.apiMedia, tags.global('settings')], (payload) =>
    listPages(payload, query),
  )
}
