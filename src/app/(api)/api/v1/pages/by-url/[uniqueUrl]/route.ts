import { getPageByUrl } from '@/features/public-api/handlers'
import { respond } from '@/features/public-api/route'

/** GET /api/v1/pages/by-url/{uniqueUrl}: a list with the published page, or an empty list. Next has decoded the
 * segment already: decoding it again turned `%25ZZ` into a URIError (issue 16). */
export async function GET(_request: Request, { params }: { params: Promise<{ uniqueUrl: string }> }) {
  const { uniqueUrl } = await params
  return respond((payload) => getPageByUrl(payload, { uniqueUrl }))
}
