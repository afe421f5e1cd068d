import { getImage, respondCached } from '@/features/public-api'
import { tags } from '@/lib/cache-tags'

/** GET /api/v1/images/{id}: { id, fileUrl }. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return respondCached(['image', id], [tags.apiMedia], (payload) => getImage(payload, { id }))
}
