import { getMenu } from '@/features/public-api/handlers'
import { respond } from '@/features/public-api/route'

/** GET /api/v1/menus/{header|footer}: active items in order, with their active sub-items. */
export async function GET(_request: Request, { params }: { params: Promise<{ type: string }> }) {
  const { type } = await params
  return respond((payload) => getMenu(payload, { type }))
}
