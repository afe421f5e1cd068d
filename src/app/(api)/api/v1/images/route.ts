import { getImages } from '@/features/public-api/handlers'
import { respond, searchParamsOf } from '@/features/public-api/route'

/** GET /api/v1/images?ids=1,2: { id, fileUrl } of each image found. */
export function GET(request: Request) {
  return respond((payload) => getImages(payload, searchParamsOf(request)))
}
