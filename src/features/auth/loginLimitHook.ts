/**
 * The Users collection's gate on sign-in and forgot-password (policy in ./login-limits.ts). A refused attempt is a
 * 429 with Retry-After (lib/too-many-requests.ts). `loginSuccessHook` (afterLogin) tells the limits that the
 * attempt the gate let through signed in, so that only failures count.
 */
import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'

import { clientAddress } from '@/lib/client-address'
import { TooManyRequests } from '@/lib/too-many-requests'

import { createLoginLimiters, decideForgotPassword, decideLogin, limitedMessage, loginSucceeded } from './login-limits'

/** One set of counters for the process (ADR 0001: one process serves the site). */
const limiters = createLoginLimiters()

const ATTEMPT = 'loginLimitAttempt'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const loginLimitHook: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const address = clientAddress(req.headers)
  const email = (args as { data?: { email?: unknown } }).data?.email
  const decision = operation === 'login' ? await decideLogin(limiters, address, email) : await decideForgotPassword(limiters, address)
  if (!decision.allowed) {
    throw new TooManyRequests(limitedMessage(decision.retryAfterSeconds), req, decision.retryAfterSeconds)
  }
  // The key the attempt was counted under, for loginSuccessHook (the same request's context).
  if (operation === 'login') req.context[ATTEMPT] = { address, email }
  if (decision.delayMs > 0) await sleep(decision.delayMs)
  return args
}

export const loginSuccessHook: CollectionAfterLoginHook = async ({ req }) => {
  const attempt = req.context[ATTEMPT] as { address: string; email: unknown } | undefined
  if (attempt) await loginSucceeded(limiters, attempt.address, attempt.email)
}
