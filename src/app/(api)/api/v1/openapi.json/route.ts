import { openApiDocument } from '@/features/public-api'

export const dynamic = 'force-static'

/** GET /api/v1/openapi.json: the public read API's description (OpenAPI 3.1). */
export function GET() {
  return Response.json(openApiDocument)
}
