import { listAlerts, respondCached } from '@/features/public-api'
import { tags } from '@/lib/cache-tags'

/** GET /api/v1/alerts: the current alerts. Kept under `alerts`, which the hooks and the expiry timer expire. */
export function GET() {
  return respondCached(['alerts'], [tags.alerts], (payload) => listAlerts(payload))
}
