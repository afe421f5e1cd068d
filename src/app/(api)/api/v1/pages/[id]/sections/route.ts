import { getSections, respondCached } from '@/features/public-api'
import { tags } from '@/lib/cache-tags'

/** GET /api/v1/pages/{id}/sections: the active sections of a published page, in order. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return respondCached(['sections', id], [...tags.everyPage, tags.apiMedia], (payload) => getSections(payload, { id }))
}
