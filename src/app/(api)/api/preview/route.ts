/**
 * GET /api/preview?path=/economy/Tourism-Sector&locale=ar — the admin's Preview button. Only a logged-in editor
 * (the payload-token cookie, checked by Payload) turns on Next's draft mode; the answer is never cached. It also sets
 * the remembered language to the one previewed, which the proxy would otherwise follow instead (previewLanding).
 */
import { draftMode } from 'next/headers'
import { z } from 'zod'

import { fail, toResponse } from '@/features/public-api'
import { locationOf, previewLanding, sitePathSchema } from '@/features/preview'
import { localeCodes } from '@/i18n/locales'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { isStaffUser } from '@/page-data/viewer'

export const dynamic = 'force-dynamic'

const query = z.object({
  path: sitePathSchema,
  locale: z.enum(localeCodes),
})

const noStore = { 'Cache-Control': 'private, no-store' }

export async function GET(request: Request) {
  const url = new URL(request.url)
  const parsed = query.safeParse({ path: url.searchParams.get('path'), locale: url.searchParams.get('locale') })
  if (!parsed.success) return toResponse(fail(400, 'A site path and a language are required.'))
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) {
    return Response.json({ isDone: false, data: null, message: 'Log in to the admin to preview.' }, { status: 401, headers: noStore })
  }
  ;(await draftMode()).enable()
  const { location, cookie } = previewLanding(parsed.data.path, parsed.data.locale, env.SITE_URL.startsWith('https:'))
  return new Response(null, { status: 307, headers: { ...noStore, Location: locationOf(location), 'Set-Cookie': cookie } })
}
