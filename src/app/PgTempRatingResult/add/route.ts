/**
 * The briefed rating endpoint, POST /PgTempRatingResult/add (outside the [locale] tree: an API has no language).
 * Node runtime for node:crypto and the database; never cached, never pre-rendered.
 */
import { handleRatingRequest } from '@/features/rating'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleRatingRequest(request)
}
