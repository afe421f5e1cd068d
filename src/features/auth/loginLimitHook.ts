/**
 * The Users collection's gate on sign-in and forgot-password (policy in ./login-limits.ts). A refused attempt is a
 * 429 whose Retry-After rides on `req.responseHeaders`, which Payload merges into its error response.
 */
import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { clientAddress } from '@/lib/client-address'

import { createLoginLimiters, decideForgotPassword, decideLogin, limitedMessage } from './login-limits'

/** One set of counters for the process (ADR 0001: one process serves the site). */
const limiters = createLoginLimiters()

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const loginLimitHook: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const address = clientAddress(req.headers)
  const email = (args as { data?: { email?: unknown } }).data?.email
  const decision = operation === 'login' ? await decideLogin(limiters, address, email) : await decideForgotPassword(limiters, address)
  if (!decision.allowed) {
    const headers = new Headers(req.responseHeaders)
    headers.set('Retry-After', String(decision.retryAfterSeconds))
    req.responseHeaders = headers
    throw new APIError(limitedMessage(decision.retryAfterSeconds), 429, undefined, true)
  }
  if (decision.delayMs > 0) await sleep(decision.delayMs)
  return args
}
