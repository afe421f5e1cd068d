import { respondKept, searchParamsOf } from '@/features/public-api'
import { searchHandler } from '@/features/search'
import { tags } from '@/lib/cache-tags'

/**
 * GET /api/v1/search?term={t}&languageId={1|2}&limit={n}: published pages matching the term, best first. Kept by the
 * origin's response cache like the search screen: until this process's search index changes or any page category's
 * tag expires (a publish). A bad parameter's 400 is never kept.
 */
export function GET(request: Request) {
  return respondKept([tags.searchIndex, ...tags.everyPage], (payload) => searchHandler(payload, searchParamsOf(request)))
}
