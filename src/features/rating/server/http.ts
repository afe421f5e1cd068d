/**
 * The endpoint's HTTP side: its answers, the cheap checks that run before the body is read (where the request comes
 * from, what it claims to carry, how big it says it is) and a body reader that counts the bytes it actually gets.
 *
 * Answers use the briefed `{ isDone, message }` envelope, with `errors` per field on a 400. Messages are English,
 * for API clients and logs; the panel shows its own translated message for each outcome. Nothing about a rating
 * answer may be cached by a browser or a proxy.
 */
import { createHmac } from 'node:crypto'

import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'

import { MAX_BODY_BYTES } from '../constants'

export type RatingAnswer = { isDone: boolean; message: string; errors?: Record<string, string> }

export type RatingStatus = 200 | 400 | 403 | 409 | 413 | 415 | 429 | 500 | 503

export function answer(status: RatingStatus, message: string, extra: { errors?: Record<string, string>; headers?: HeadersInit } = {}) {
  const body: RatingAnswer = { isDone: status === 200, message, ...(extra.errors ? { errors: extra.errors } : {}) }
  const headers = new Headers(extra.headers)
  headers.set('Cache-Control', 'no-store')
  return Response.json(body, { status, headers })
}

export const messages = {
  recorded: 'Thank you: your rating was recorded.',
  otherOrigin: 'Ratings are accepted only from this website.',
  notJson: 'Send the rating as JSON (Content-Type: application/json).',
  tooLarge: (bytes: number) => `The request body is larger than ${bytes / 1024} KB.`,
  badJson: 'The request body is not a valid JSON object.',
  invalid: (errors: Record<string, string>) =>
    `Invalid rating: ${Object.entries(errors)
      .map(([field, message]) => `${field} ${message}`)
      .join('; ')}.`,
  duplicate: 'This page has already been rated in this session: a page can be rated once.',
  tooMany: (seconds: number) => `Too many ratings from your address. Try again in ${seconds} seconds.`,
  failed: 'The rating could not be recorded. Please try again later.',
  unavailable: 'The rating service is temporarily unavailable: nothing was recorded. Please try again later.',
  unknownPage: 'must name a published page of this website',
}

/**
 * Same-origin only: a browser sends Origin on every POST, so another site's page cannot make its visitors rate ours
 * (nor spend their addresses' rate limit). Sec-Fetch-Site is the fallback for a browser that withholds Origin.
 * A request with neither comes from a program, not a browser; a program can forge both headers anyway, so refusing
 * it would protect nothing, and API clients keep working. `Origin: null` (sandboxed frames, file://) is refused.
 */
export function refuseOtherOrigin(headers: Headers, siteUrl: string = env.SITE_URL): Response | null {
  const origin = headers.get('origin')
  if (origin !== null) return origin === new URL(siteUrl).origin ? null : answer(403, messages.otherOrigin)
  const site = headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin') return answer(403, messages.otherOrigin)
  return null
}

/** JSON only (415 otherwise): it also means a plain HTML form on another site cannot post here without a preflight. */
export function refuseNonJson(headers: Headers): Response | null {
  const type = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  return type === 'application/json' ? null : answer(415, messages.notJson)
}

/** A declared length over the limit is refused unread; the bytes actually read are counted again (readJsonBody). */
export function refuseDeclaredSize(headers: Headers): Response | null {
  const declared = Number(headers.get('content-length') ?? '0')
  return declared > MAX_BODY_BYTES ? answer(413, messages.tooLarge(MAX_BODY_BYTES)) : null
}

/**
 * The visitor's address, read from the request (trusting TRUST_PROXY proxies, never a body field) and kept only as
 * HMAC-SHA256 under IP_HASH_SALT: the limiter and an administrator can tell one address from another while the
 * database never holds one, and without the salt (not in the database) nobody can reverse it by hashing all four
 * billion IPv4 addresses.
 */
export function hashAddress(address: string, salt: string = env.IP_HASH_SALT): string {
  return createHmac('sha256', salt).update(address).digest('hex')
}

export const visitorHash = (headers: Headers) => hashAddress(clientAddress(headers))

/**
 * Reads a JSON object of at most `limit` bytes. Content-Length can be absent (chunked) or false, so the bytes are
 * counted as they arrive and reading stops at the first byte past the limit: a large body is never buffered.
 */
export type BodyResult = { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'not-json' }

export async function readJsonBody(request: Request, limit: number): Promise<BodyResult> {
  if (!request.body) return { ok: false, reason: 'not-json' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    // fatal: bytes that are not UTF-8 are a bad request, not replacement characters in a stored comment.
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ok: true, value } : { ok: false, reason: 'not-json' }
  } catch {
    return { ok: false, reason: 'not-json' }
  }
}
