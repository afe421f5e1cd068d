import { cacheKeyOf, getImages, respondCached, searchParamsOf } from '@/features/public-api'
import { tags } from '@/lib/cache-tags'

/** GET /api/v1/images?ids=1,2: { id, fileUrl } of each image found. */
export function GET(request: Request) {
  const query = searchParamsOf(request)
  return respondCached(['images', ...cacheKeyOf(query, ['ids'])], [tags.apiMedia], (payload) => getImages(payload, query))
}
