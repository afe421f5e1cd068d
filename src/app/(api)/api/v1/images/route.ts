import { getImages } from '@/features/public-api/handlers'
import { cacheKeyOf, respondCached, searchParamsOf } from '@/features/public-api/route'
import { tags } from '@/lib/cache-tags'

/** GET /api/v1/images?ids=1,2: { id, fileUrl } of each image found. */
export function GET(request: Request) {
  const query = searchParamsOf(request)
  return respondCached(['images', ...cacheKeyOf(query, ['ids'])], [tags.apiMedia], (payload) => getImages(payload, query))
}
