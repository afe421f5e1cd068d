/**
 * The cached read of alerts (src/lib/cached-read.ts): one read, both languages, kept under the `alerts` tag, which
 * the alerts' hooks expire on a change and the expiry timer at every onset and expiry (./expiry.ts). Every page's
 * banner, /alerts, the feeds and the API read it, so they are tagged `alerts` and follow within seconds.
 */
import { cachedRead } from '@/lib/cached-read'
import { tags } from '@/lib/cache-tags'

import { findVisibleAlerts, splitAlerts, type AlertLists, type PublicAlert } from './data'
import { BANNER_MAX } from './model'

export const getVisibleAlerts = cachedRead('alerts', findVisibleAlerts, { tags: () => [tags.alerts] })

export async function getAlertLists(now = Date.now()): Promise<AlertLists> {
  return splitAlerts(await getVisibleAlerts(), now)
}

/** What the banner shows: the most severe current alerts, at most three, and how many there are in all. */
export async function getBannerAlerts(now = Date.now()): Promise<{ shown: PublicAlert[]; total: number }> {
  const { current } = await getAlertLists(now)
  return { shown: current.slice(0, BANNER_MAX), total: current.length }
}
