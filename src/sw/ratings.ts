/**
 * What the service worker decides about ratings sent without a signal (./rating-queue.ts,
 * docs/decisions/0043-offline-service-worker.md), as pure functions the unit tests drive: which request is a
 * rating, what the page is told when the rating is kept for later, and whether a replayed rating is done with or
 * must wait for a better connection. The endpoint accepts one rating per browser session and page (a unique index
 * on the pair, 409 for a second), so sending a kept rating twice is harmless: the second is refused as a duplicate.
 */
import { QUEUED_STATUS, RATING_ENDPOINT } from '../features/rating/constants'

/** The IndexedDB queue's name (serwist's background sync). */
export const RATING_QUEUE = 'dhofar-ratings'

/** A kept rating older than this is dropped unsent: a week later it no longer says much about the page. */
export const RATING_RETENTION_MINUTES = 7 * 24 * 60

/**
 * No answer from the network within this: the rating is kept and sent later (the panel gives up later, at
 * SEND_TIMEOUT_MS). The request may still reach the server; the later one is then refused as a duplicate.
 */
export const RATING_SEND_TIMEOUT_MS = 10_000

/** A replay waiting longer than this for its answer is tried again later (same reasoning). */
export const RATING_REPLAY_TIMEOUT_MS = 20_000

/** A rating: a POST to the endpoint of this origin. */
export function isRatingPost(url: URL, method: string, origin: string): boolean {
  return method === 'POST' && url.origin === origin && url.pathname === RATING_ENDPOINT
}

/**
 * What a replay's answer means for the kept rating. `retry`: no answer (still no signal), a rate limit (429), a
 * server error or an unavailable database (5xx): kept, tried again later. `done`: recorded (200), already recorded
 * (409), or refused for good (any other 4xx: sending it again would not change the answer).
 */
export function replayVerdict(status: number | null): 'done' | 'retry' {
  if (status === null || status === 408 || status === 429 || status >= 500) return 'retry'
  return 'done'
}

/** The answer the page gets for a rating kept for later: the panel says it will be sent when back online. */
export function queuedAnswer(): Response {
  return Response.json(
    { isDone: false, queued: true, message: 'No signal: the rating is kept on this device and sent when the connection returns.' },
    { status: QUEUED_STATUS, headers: { 'Cache-Control': 'no-store' } },
  )
}
