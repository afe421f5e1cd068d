/** GET /api/preview/exit?path=/about — leave the preview (draft mode off) and see the published page. */
import { draftMode } from 'next/headers'

import { fail, toResponse } from '@/features/public-api'
import { locationOf, sitePathSchema } from '@/features/preview'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const path = sitePathSchema.optional().safeParse(new URL(request.url).searchParams.get('path') ?? undefined)
  // The admin's own link always names a site path: anything else is a crafted address, refused before anything
  // changes (a NUL in it failed the redirect with a 500).
  if (!path.success) return toResponse(fail(400, 'The path must be an address on this site.'))
  ;(await draftMode()).disable()
  return new Response(null, { status: 307, headers: { 'Cache-Control': 'private, no-store', Location: locationOf(path.data ?? '/') } })
}
