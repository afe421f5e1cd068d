/**
 * POST /PgTempRatingResult/add: the checks in order of cost, then one insert.
 * origin (403) · JSON (415) · declared size (413) · rate limit per address (429) · bytes read (413) · JSON object
 * (400) · fields (400) · a published page of the site (400) · insert (409 when this session already rated the page) ·
 * 200 once committed. A database that does not answer is a 503 with Retry-After (nothing was stored: try again);
 * any other failure is logged and answered with a 500 envelope: never a stack trace.
 */
import type { Payload } from 'payload'

import { metrics } from '@/lib/metrics.mjs'
import { getPayloadClient } from '@/lib/payload'
import { RateLimiter } from '@/lib/rate-limit'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '@/lib/unavailable'

import { MAX_BODY_BYTES, RATE_LIMIT } from '../constants'
import { fieldErrors, ratingSubmissionSchema } from '../schema'
import { answer, messages, readJsonBody, refuseDeclaredSize, refuseNonJson, refuseOtherOrigin, visitorHash } from './http'
import { isRatablePage } from './pages'
import { storeRating } from './store'

/** Keyed by the address hash; shared by every replica when REDIS_URL is set (src/lib/rate-limit.ts). */
const limiter = new RateLimiter({ name: 'rating', ...RATE_LIMIT })

async function handle(request: Request, payload: Payload): Promise<Response> {
  const { headers } = request
  const refusal = refuseOtherOrigin(headers) ?? refuseNonJson(headers) ?? refuseDeclaredSize(headers)
  if (refusal) return refusal

  const ipHash = visitorHash(headers)
  const verdict = await limiter.hit(ipHash)
  if (!verdict.allowed) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))
    return answer(429, messages.tooMany(seconds), { headers: { 'Retry-After': String(seconds) } })
  }

  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return body.reason === 'too-large' ? answer(413, messages.tooLarge(MAX_BODY_BYTES)) : answer(400, messages.badJson)
  const parsed = ratingSubmissionSchema.safeParse(body.value)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return answer(400, messages.invalid(errors), { errors })
  }
  if (!(await isRatablePage(payload, parsed.data.pageName))) {
    const errors = { pageName: messages.unknownPage }
    return answer(400, messages.invalid(errors), { errors })
  }

  const stored = await storeRating(payload, parsed.data, ipHash)
  return stored === 'duplicate' ? answer(409, messages.duplicate) : answer(200, messages.recorded)
}

/** Counts each submission by its answer: stored (200) or refused, with the status (docs/operations.md, "Metrics"). */
export async function handleRatingRequest(request: Request): Promise<Response> {
  const response = await answerRating(request)
  metrics().ratingWrites.inc({ result: response.status === 200 ? 'accepted' : 'refused', status: String(response.status) })
  return response
}

async function answerRating(request: Request): Promise<Response> {
  let payload: Payload | undefined
  try {
    payload = await getPayloadClient()
    return await handle(request, payload)
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // Expected while the database is down: one line, no stack trace.
      if (payload) payload.logger.warn(`rating: the database is unavailable: ${String(error)}`)
      else console.warn(`rating: the database is unavailable: ${String(error)}`)
      return answer(503, messages.unavailable, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } })
    }
    if (payload) payload.logger.error({ msg: 'rating request failed', err: error })
    else console.error('rating request failed', error)
    return answer(500, messages.failed)
  }
}
