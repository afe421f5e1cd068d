/**
 * Alerts expire on time with no editor and no visitor involved (ADR 0038). Every page's HTML carries the banner and
 * is kept (Next's page cache, the origin's response cache): nothing would re-render it when an alert's `expires`
 * passes. So each server process runs one timer: it wakes at the next onset or expiry of a published alert (and at
 * least every 30 seconds, which also catches alerts published on another replica), works out which alerts are
 * current, and when that set differs from the one it saw last, expires the `alerts` tag here (../../lib/expire-here.ts):
 * the next request of any page renders it with the right banner. The alerts' hooks re-arm it after every change.
 *
 * The same timer keeps the map places' conditions honest (src/features/map/conditions.ts, ADR 0041): it also wakes
 * when a condition lapses and then expires the `places` tag, so the place's card says "not confirmed" on time. The
 * Places hooks re-arm it.
 *
 * Only inside the Next.js server (NEXT_RUNTIME): scripts and tests have no cache to expire and must not keep timers.
 */
import type { Payload } from 'payload'

import { conditionFingerprint, findConditionTimings, nextConditionEnd } from '@/features/map/cms'
import { tags } from '@/lib/cache-tags'
import { expireTagsHere } from '@/lib/expire-here'

import { findAlertTimings } from './data'
import { isCurrent, nextBoundary } from './model'

/** The longest sleep: how late an alert published on another replica (whose hooks ran there) may start its timer. */
export const POLL_MS = 30_000
/** Wake a little after a boundary, so the alert read then is on the right side of it. */
const AFTER_BOUNDARY_MS = 250

type State = {
  timer: ReturnType<typeof setTimeout> | null
  seen: string | null
  /** The places' conditions that held at the last look (conditionFingerprint). */
  conditions?: string | null
  running: Promise<void> | null
}
const KEY = Symbol.for('dhofar.alerts.expiry')
const holder = globalThis as typeof globalThis & { [KEY]?: State }
const state: State = (holder[KEY] ??= { timer: null, seen: null, running: null })

/** Which alerts are current, as one string: the tag is expired whenever it changes. */
export function currentFingerprint(alerts: readonly { id: number; onset: string; expires: string; updatedAt: string }[], now: number): string {
  return alerts
    .filter((alert) => isCurrent(alert, now))
    .map((alert) => `${alert.id}@${alert.updatedAt}`)
    .sort()
    .join(',')
}

/** How long to sleep before looking again: until the next alert boundary or condition end, at most POLL_MS. */
export function sleepFor(
  alerts: readonly { onset: string; expires: string }[],
  now: number,
  conditions: readonly { expires: string | null }[] = [],
): number {
  const ends = [nextBoundary(alerts, now), nextConditionEnd(conditions, now)].filter((at): at is number => at !== null)
  return ends.length === 0 ? POLL_MS : Math.min(POLL_MS, Math.max(0, Math.min(...ends) - now) + AFTER_BOUNDARY_MS)
}

async function tick(payload: Payload): Promise<void> {
  let delay = POLL_MS
  try {
    const now = Date.now()
    const [alerts, conditions] = await Promise.all([findAlertTimings(payload), findConditionTimings(payload)])
    const seen = currentFingerprint(alerts, now)
    const held = conditionFingerprint(conditions, now)
    // The first look after a start cannot know what the kept pages show (built or cached earlier): it expires them
    // when any alert is current; with none, pages built since the last alert ended are right already. Likewise for
    // the conditions: one that lapsed while no server ran is still shown as confirmed by a kept page.
    const expired: string[] = []
    if (state.seen === null ? seen !== '' : seen !== state.seen) expired.push(tags.alerts)
    if (state.conditions == null ? true : held !== state.conditions) expired.push(tags.places)
    if (expired.length) expireTagsHere(expired)
    state.seen = seen
    state.conditions = held
    delay = sleepFor(alerts, Date.now(), conditions)
  } catch (error) {
    payload.logger.warn({ msg: 'alert expiry check failed; trying again', err: error })
  } finally {
    schedule(payload, delay)
  }
}

function schedule(payload: Payload, delay: number) {
  if (state.timer) clearTimeout(state.timer)
  state.timer = setTimeout(() => {
    state.timer = null
    state.running = tick(payload).finally(() => (state.running = null))
  }, delay)
  // Never keeps a process alive on its own.
  state.timer.unref?.()
}

/**
 * Starts the timer, or wakes it soon to look at a change (a publish, an unpublish, a delete): a second later, once
 * the save's transaction has been committed.
 */
export function armAlertExpiry(payload: Payload, delay = 1000): void {
  // Next's documented runtime switch, inlined into the server's bundles at build time (as in src/instrumentation.ts):
  // `env.NEXT_RUNTIME` is only set at run time by the `next` CLI, not under the custom server `npm start` runs.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  schedule(payload, delay)
}
