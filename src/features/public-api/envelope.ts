/** The spec's response envelope: { isDone, data, message }, with per-field errors on a bad request. */
export type Envelope<T> = {
  isDone: boolean
  data: T | null
  message: string | null
  errors?: Record<string, string>
  /** A paged list's true number of items (the search, issue 18). */
  total?: number
}
export type ApiResult<T = unknown> = { status: number; body: Envelope<T> }

export const ok = <T>(data: T, message: string | null = null): ApiResult<T> => ({
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
