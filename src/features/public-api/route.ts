/**
 * Wires a handler to a Next.js route: the Payload instance, the envelope as JSON, and no stack trace ever.
 * A database that does not answer is a 503 with Retry-After; anything else unexpected a 500.
 */
import type { Payload } from 'payload'

import { readThrough } from '@/lib/cached-read'
import { CACHE_TAGS_HEADER } from '@/lib/response-cache-header.mjs'
import { getPayloadClient } from '@/lib/payload'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '@/lib/unavailable'

import { fail, toResponse, type ApiResult } from './envelope'

async function failure(error: unknown): Promise<Response> {
  const payload = await getPayloadClient().catch(() => undefined)
  if (isDatabaseUnavailable(error)) {
    // Expected while the database is down: one line, no stack trace.
    const line = `public API: the database is unavailable: ${String(error)}`
    if (payload) payload.logger.warn(line)
    else console.warn(line)
    return toResponse(fail(503, 'The service is temporarily unavailable. Please try again later.'), 0, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    })
  }
  if (payload) payload.logger.error({ msg: 'public API request failed', err: error })
  else console.error('public API request failed', error)
  return toResponse(fail(500, 'The server could not complete the request. Please try again later.'))
}

export async function respond(handler: (payload: Payload) => Promise<ApiResult>): Promise<Response> {
  try {
    return toResponse(await handler(await getPayloadClient()))
  } catch (error) {
    return failure(error)
  }
}

/**
 * Like `respond`, with the answer kept in Next's data cache under `key` and the same cache tags the pages use
 * (src/lib/cache-tags.ts), so the collection hooks that expire a page expire its API answers too: an edit shows
 * on the next request, and meanwhile no request touches the database (docs/decisions/0013-scale-out.md).
 * Failures throw out of the cached function, so an error is never cached. `key` must hold only validated,
 * normalised parameters: it names the cache entry. The serialised answer is kept by the origin's response cache
 * under the same tags (src/lib/response-cache.mjs), so a repeated request costs no JSON work either.
 */
export async function respondCached(
  key: readonly string[],
  cacheTags: readonly string[],
  handler: (payload: Payload) => Promise<ApiResult>,
): Promise<Response> {
  try {
    const result = await readThrough(['api-v1', ...key], cacheTags, handler)
    return toResponse(result, undefined, { [CACHE_TAGS_HEADER]: cacheTags.join(',') })
  } catch (error) {
    return failure(error)
  }
}

/**
 * Like `respond`, for an answer made from what this process holds rather than from the database (the search index):
 * not put in Next's data cache, which replicas share through Redis while each has its own index, but a 200 is kept
 * by the origin's response cache (src/lib/response-cache.mjs) under `cacheTags` until one of them expires, as the
 * search screen is (src/proxy.ts). Anything else (a 400 for a bad parameter, a failure) is sent as `respond` sends
 * it and never kept.
 */
export async function respondKept(cacheTags: readonly string[], handler: (payload: Payload) => Promise<ApiResult>): Promise<Response> {
  try {
    const result = await handler(await getPayloadClient())
    return toResponse(result, undefined, result.status === 200 ? { [CACHE_TAGS_HEADER]: cacheTags.join(',') } : {})
  } catch (error) {
    return failure(error)
  }
}

export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}

/** The named query parameters only, in a fixed order: a cache key that junk parameters cannot multiply. */
export function cacheKeyOf(params: Record<string, string | undefined>, names: readonly string[]): string[] {
  return names.map((name) => `${name}=${params[name] ?? ''}`)
}
