import { getSettings } from '@/features/public-api/handlers'
import { respond } from '@/features/public-api/route'
import { env } from '@/lib/env'

/** GET /api/v1/settings: the public site settings. */
export function GET() {
  return respond((payload) =>
    getSettings(payload, { tileUrl: env.MAP_TILE_URL, tileAttribution: env.MAP_TILE_ATTRIBUTION }),
  )
}
