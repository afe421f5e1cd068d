/**
 * Per-address limit on login attempts, on top of Payload's per-account lockout: 10 attempts a minute.
 * In-memory: one process serves the site (docs/decisions/0001-platform.md).
 */
import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { clientAddress } from '@/lib/client-address'
import { SlidingWindowLimiter } from '@/lib/rate-limit'

const limiter = new SlidingWindowLimiter({ limit: 10, windowMs: 60_000 })

export const loginRateLimit: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const verdict = limiter.hit(`${operation}:${clientAddress(req.headers)}`)
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
