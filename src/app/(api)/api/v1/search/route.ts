import { searchHandler } from '@/features/search'
import { respond, searchParamsOf } from '@/features/public-api'

/** GET /api/v1/search?term={t}&languageId={1|2}&limit={n}: published pages matching the term, best first. */
export function GET(request: Request) {
  return respond((payload) => searchHandler(payload, searchParamsOf(request)))
}
