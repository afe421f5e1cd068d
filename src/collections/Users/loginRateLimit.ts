/**
 * Per-address limit on login attempts, on top of Payload's per-account lockout: 10 attempts a minute.
 * Counted in Redis when REDIS_URL is set, so every replica shares the count (src/lib/rate-limit.ts).
 */
import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { clientAddress } from '@/lib/client-address'
import { RateLimiter } from '@/lib/rate-limit'

const limiter = new RateLimiter({ name: 'login', limit: 10, windowMs: 60_000 })

export const loginRateLimit: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const verdict = await limiter.hit(`${operation}:${clientAddress(req.headers)}`)
  if (!verdict.allowed) {
    throw new APIError(
      `Too many attempts. Try again in ${Math.ceil(verdict.retryAfterMs / 1000)} seconds.`,
      429,
      undefined,
      true,
    )
  }
  return args
}
