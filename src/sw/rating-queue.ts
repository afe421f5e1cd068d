/// <reference lib="webworker" />
/**
 * Ratings sent without a signal (docs/decisions/0043-offline-service-worker.md): the worker sends a rating on to the
 * network as before; when there is no answer (no signal, or none within RATING_SEND_TIMEOUT_MS), it keeps the
 * request in IndexedDB (serwist's BackgroundSyncQueue) and answers the page 202 `{ queued: true }`, which the panel
 * shows as "will be sent when you are back online". The kept ratings are sent:
 * - on the `sync` event, where the browser has background sync (Chromium: when it sees the connection return, with
 *   its own retries), and at the worker's start where it has not (serwist's fallback);
 * - when a page says the browser is back online (the panel, while open, posts SEND_QUEUED_RATINGS);
 * - when the worker handles a navigation: the visitor opening the next page is a sign the signal may be back.
 * The rating carries its session in its body, so the replay (Origin: this site, as the endpoint requires) is
 * accepted as the page's own request would have been; a rating that got through twice is refused as a duplicate.
 */
import { BackgroundSyncQueue, type RouteHandlerCallbackOptions, type RuntimeCaching } from 'serwist'

import { SEND_QUEUED_RATINGS } from '../features/rating/constants'
import { isRatingPost, queuedAnswer, RATING_QUEUE, RATING_REPLAY_TIMEOUT_MS, RATING_RETENTION_MINUTES, RATING_SEND_TIMEOUT_MS, replayVerdict } from './ratings'

declare const self: ServiceWorkerGlobalScope

/** The network's answer, or a rejection when there is none within `ms`. */
function fetchWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), ms)
    fetch(request)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

/** Sends the kept ratings in order; stops at the first that gets no usable answer (kept, and the sync retried). */
async function sendKept(queue: BackgroundSyncQueue): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const status = await fetchWithin(entry.request.clone(), RATING_REPLAY_TIMEOUT_MS).then(
      (response) => response.status,
      () => null,
    )
    if (replayVerdict(status) === 'retry') {
      await queue.unshiftRequest(entry)
      // Thrown for the sync event: the browser tries again later.
      throw new Error('rating queue: no usable answer yet')
    }
  }
}

// Made when the worker script runs: the sync listener must be added then.
const queue = new BackgroundSyncQueue(RATING_QUEUE, { maxRetentionTime: RATING_RETENTION_MINUTES, onSync: () => sendOnce() })

let sending: Promise<void> | undefined

/** One replay at a time, whatever asked for it. */
function sendOnce(): Promise<void> {
  sending ??= sendKept(queue).finally(() => {
    sending = undefined
  })
  return sending
}

async function sendOrKeep({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const copy = request.clone()
  try {
    return await fetchWithin(request, RATING_SEND_TIMEOUT_MS)
  } catch {
    await queue.pushRequest({ request: copy })
    return queuedAnswer()
  }
}

/** The worker's route for ratings (a POST: the worker's other routes are GETs). */
export const ratingRoute: RuntimeCaching = {
  matcher: ({ url, request }) => isRatingPost(url, request.method, self.location.origin),
  method: 'POST',
  handler: sendOrKeep,
}

/** A page back online, or a navigation: the kept ratings, if any, are sent. */
export function sendKeptRatingsWhenAsked() {
  const send = (event: ExtendableEvent) =>
    event.waitUntil(
      queue
        .size()
        .then((count) => (count > 0 ? sendOnce() : undefined))
        .catch(() => undefined),
    )
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SEND_QUEUED_RATINGS) send(event)
  })
  self.addEventListener('fetch', (event) => {
    if (event.request.mode === 'navigate' && self.navigator.onLine !== false) send(event)
  })
}
