/** The briefed response envelope: { isDone, data, message }, with per-field errors on a bad request (./schemas.ts). */
import type { ErrorEnvelope, OkEnvelope } from './schemas'

export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope
export type ApiResult<T = unknown> = { status: number; body: Envelope<T> }

export const ok = <T>(data: T, message: string | null = null): { status: 200; body: OkEnvelope<T> } => ({
  status: 200,
  body: { isDone: true, data, message },
})

export const fail = (status: 400 | 404 | 405 | 413 | 429 | 500 | 503, message: string, errors?: Record<string, string>): ApiResult<never> => ({
  status,
  body: { isDone: false, data: null, message, ...(errors ? { errors } : {}) },
})

/** JSON response with caching suited to public, published content (fresh within seconds of a change). */
export function toResponse({ status, body }: ApiResult, cacheSeconds = 15, extraHeaders: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: {
      'Cache-Control': status === 200 ? `public, max-age=${cacheSeconds}, stale-while-revalidate=60` : 'no-store',
      ...extraHeaders,
    },
  })
}
