import { getSections } from '@/features/public-api/handlers'
import { respond } from '@/features/public-api/route'

/** GET /api/v1/pages/{id}/sections: the active sections of a published page, in order. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return respond((payload) => getSections(payload, { id }))
}
