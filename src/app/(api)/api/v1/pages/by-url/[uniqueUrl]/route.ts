import { getPageByUrl, respondCached } from '@/features/public-api'
import { tags } from '@/lib/cache-tags'

/** GET /api/v1/pages/by-url/{uniqueUrl}: a list with the published page, or an empty list. Next has decoded the
 * segment already: decoding it again turned `%25ZZ` into a URIError. */
export async function GET(_request: Request, { params }: { params: Promise<{ uniqueUrl: string }> }) {
  const { uniqueUrl } = await params
  // The settings hold the category ids the answer carries.
  return respondCached(['by-url', uniqueUrl], [tags.page(uniqueUrl), tags.apiMedia, tags.global('settings')], (payload) =>
    getPageByUrl(payload, { uniqueUrl }),
  )
}
