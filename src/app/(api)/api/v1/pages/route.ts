import { listPages } from '@/features/public-api/handlers'
import { respond, searchParamsOf } from '@/features/public-api/route'

/** GET /api/v1/pages?category={id}&limit={n}&page={p}: published pages, newest first. */
export function GET(request: Request) {
  return respond((payload) => listPages(payload, searchParamsOf(request)))
}
