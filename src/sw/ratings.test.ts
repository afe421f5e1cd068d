import { describe, expect, it } from 'vitest'

import { QUEUED_STATUS, RATING_ENDPOINT, SEND_TIMEOUT_MS } from '../features/rating/constants'
import { isRatingPost, queuedAnswer, RATING_REPLAY_TIMEOUT_MS, RATING_SEND_TIMEOUT_MS, replayVerdict } from './ratings'

const ORIGIN = 'https://www.dhofar.gov.om'
const url = (path: string, origin = ORIGIN) => new URL(path, origin)

describe('a rating sent without a signal', () => {
  it('is a POST to the rating endpoint of this site, nothing else', () => {
    expect(isRatingPost(url(RATING_ENDPOINT), 'POST', ORIGIN)).toBe(true)
    expect(isRatingPost(url(RATING_ENDPOINT), 'GET', ORIGIN)).toBe(false)
    expect(isRatingPost(url(`${RATING_ENDPOINT}/x`), 'POST', ORIGIN)).toBe(false)
    expect(isRatingPost(url('/api/forms'), 'POST', ORIGIN)).toBe(false)
    expect(isRatingPost(url(RATING_ENDPOINT, 'https://elsewhere.example'), 'POST', ORIGIN)).toBe(false)
  })

  it('is kept until it is recorded, known already or refused for good', () => {
    // Still no usable answer: kept for the next try.
    for (const status of [null, 408, 429, 500, 502, 503, 504]) expect(replayVerdict(status), String(status)).toBe('retry')
    // Recorded, recorded before (the same session and page: a second delivery), or a refusal that would not change.
    for (const status of [200, 409, 400, 403, 413, 415]) expect(replayVerdict(status), String(status)).toBe('done')
  })

  it('is answered with a status and a body the panel tells from an error', async () => {
    const response = queuedAnswer()
    expect(response.status).toBe(QUEUED_STATUS)
    expect(response.ok).toBe(true)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ isDone: false, queued: true })
  })

  it('waits for the network less than the panel does, and longer when replaying', () => {
    // The worker answers before the panel gives up (useRating).
    expect(RATING_SEND_TIMEOUT_MS).toBeLessThan(SEND_TIMEOUT_MS)
    expect(RATING_REPLAY_TIMEOUT_MS).toBeGreaterThan(RATING_SEND_TIMEOUT_MS)
  })
})
