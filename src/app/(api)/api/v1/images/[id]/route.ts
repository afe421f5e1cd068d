import { getImage } from '@/features/public-api/handlers'
import { respond } from '@/features/public-api/route'

/** GET /api/v1/images/{id}: { id, fileUrl }. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return respond((payload) => getImage(payload, { id }))
}
