import { getSettings, respondCached } from '@/features/public-api'
import { tags } from '@/lib/cache-tags'
import { env } from '@/lib/env'

/** GET /api/v1/settings: the public site settings. */
export function GET() {
  return respondCached(['settings'], [tags.global('settings'), tags.apiMedia], (payload) =>
    getSettings(payload, { tileUrl: env.MAP_TILE_URL, tileAttribution: env.MAP_TILE_ATTRIBUTION }),
  )
}
