import { getMenu, respondCached } from '@/features/public-api'
import { tags } from '@/lib/cache-tags'

/** GET /api/v1/menus/{header|footer}: active items in order, with their active sub-items. */
export async function GET(_request: Request, { params }: { params: Promise<{ type: string }> }) {
  const { type } = await params
  const slug = type === 'footer' ? 'footer' : 'header'
  // Menu items may link to pages: a page change expires `pages` too.
  return respondCached(['menu', type], [tags.global(slug), ...tags.everyPage], (payload) => getMenu(payload, { type }))
}
