/**
 * Wires a handler to a Next.js route: the Payload instance, the envelope as JSON, and no stack trace ever.
 * A database that does not answer is a 503 with Retry-After (issue 16); anything else unexpected a 500.
 */
import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '@/lib/unavailable'

import { fail, toResponse, type ApiResult } from './envelope'

export async function respond(handler: (payload: Payload) => Promise<ApiResult>): Promise<Response> {
  let payload: Payload | undefined
  try {
    payload = await getPayloadClient()
    return toResponse(await handler(payload))
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // Expected while the database is down: one line, no stack trace.
      if (payload) payload.logger.warn(`public API: the database is unavailable: ${String(error)}`)
      else console.warn(`public API: the database is unavailable: ${String(error)}`)
      return toResponse(fail(503, 'The service is temporarily unavailable. Please try again later.'), 0, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      })
    }
    if (payload) payload.logger.error({ msg: 'public API request failed', err: error })
    else console.error('public API request failed', error)
    return toResponse(fail(500, 'The server could not complete the request. Please try again later.'))
  }
}

export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}
