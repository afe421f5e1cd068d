/**
 * Bounds on what an anonymous caller may ask of Payload's own REST API. The public site and /api/v1 read
 * through the Local API; Payload's REST is for the admin, yet it answers anyone for published content, and
 * `GET /api/pages?limit=-1&locale=all&depth=3` used to return the whole collection (a megabyte, seconds of CPU).
 * For a caller with no user, on REST only: at most maxLimit documents a page (ten pages with both languages are
 * already over 100 KB), relations at most MAX_DEPTH deep,
 * and READS_PER_MINUTE requests per address. Signed-in staff and the Local API are untouched.
 *
 * What counts is the caller's request, once, not every read it causes: Payload's own look-ups inside a request run
 * with `overrideAccess` (the JWT strategy reads the user before `req.user` is set) and a request's relationship
 * population reads again with the same `req`. Counting those made a signed-in editor "anonymous" once the admin's
 * edit view had fired its forty parallel media reads: the session look-up was refused and every later save was a 403.
 */
import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { clientAddress } from './client-address'
import { RateLimiter } from './rate-limit'
import { refuseBadWhere } from './rest-query'
import { TooManyRequests } from './too-many-requests'

export const ANONYMOUS_REST = { maxLimit: 10, maxDepth: 1, readsPerMinute: 120 } as const

const limiter = new RateLimiter({ name: 'anonymous-rest', limit: ANONYMOUS_REST.readsPerMinute, windowMs: 60_000 })

type ReadArgs = { limit?: number; depth?: number; pagination?: boolean }

/** The bounded arguments of an anonymous read (pure: unit-tested). */
export function boundRead<T extends ReadArgs>(args: T): T {
  const limit = typeof args.limit === 'number' && args.limit > 0 ? Math.min(args.limit, ANONYMOUS_REST.maxLimit) : ANONYMOUS_REST.maxLimit
  const depth = typeof args.depth === 'number' && args.depth >= 0 ? Math.min(args.depth, ANONYMOUS_REST.maxDepth) : ANONYMOUS_REST.maxDepth
  return { ...args, limit, depth, pagination: true }
}

/** The requests already counted: one hit per request, however many reads it makes. */
const counted = new WeakSet<object>()

export const boundAnonymousRest: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (req.payloadAPI !== 'REST' || req.user || (operation !== 'read' && operation !== 'count')) return args
  if ((args as { overrideAccess?: boolean }).overrideAccess) return args // Payload's own look-up, not the caller's
  if (!counted.has(req)) {
    counted.add(req)
    const verdict = await limiter.hit(clientAddress(req.headers))
    if (!verdict.allowed) {
      const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))
      throw new TooManyRequests(`Too many requests from your address. Try again in ${seconds} seconds.`, req, seconds)
    }
  }
  return operation === 'read' ? (boundRead(args as ReadArgs) as typeof args) : args
}

/**
 * Every collection has numeric ids: `/api/pages/abc` names no document, so it is a 404 for anyone, where the
 * database used to be asked and the failure answered 500.
 */
export const refuseNonNumericId: CollectionBeforeOperationHook = ({ req, args }) => {
  const id = (args as { id?: unknown }).id
  if (req.payloadAPI === 'REST' && id !== undefined && id !== null && !/^[1-9]\d{0,15}$/.test(String(id))) throw new NotFound(req.t)
  return args
}

/**
 * Adds the guards to a collection, before its own operation hooks: ids and `where` values that cannot name anything
 * are refused for every REST caller (./rest-query.ts); anonymous reads are counted and bounded first, so a stream of
 * bad queries spends the same budget as good ones.
 */
export const withAnonymousRestBounds = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [refuseNonNumericId, boundAnonymousRest, refuseBadWhere, ...(collection.hooks?.beforeOperation ?? [])],
  },
})
