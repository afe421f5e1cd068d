/** Wires a handler to a Next.js route: the Payload instance, the envelope as JSON, and no stack trace ever. */
import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload'

import { fail, toResponse, type ApiResult } from './envelope'

export async function respond(handler: (payload: Payload) => Promise<ApiResult>): Promise<Response> {
  const payload = await getPayloadClient()
  try {
    return toResponse(await handler(payload))
  } catch (error) {
    payload.logger.error({ msg: 'public API request failed', err: error })
    return toResponse(fail(500, 'The server could not complete the request. Please try again later.'))
  }
}

export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}
