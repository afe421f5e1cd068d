/** GET /api/preview/exit?path=/about — leave the preview (draft mode off) and see the published page. */
import { draftMode } from 'next/headers'

import { SITE_PATH } from '@/features/preview'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  const target = SITE_PATH.test(path) && path.length <= 300 ? path : '/'
  return new Response(null, { status: 307, headers: { 'Cache-Control': 'private, no-store', Location: target } })
}
