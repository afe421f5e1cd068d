/**
 * Sign-in limits that keep brute force out without letting a stranger lock staff out (ADR 0015).
 * Payload's own per-account lockout is off (collections/Users): five wrong passwords from anywhere used to lock an
 * administrator out for 15 minutes, again and again. Instead, failed sign-ins are counted
 *   - per address: 30 in 15 minutes, whoever they name (a password spray from one address);
 *   - per address and account: 10 in 15 minutes (a guessing run on one account);
 * and from the 4th failure on one account from one address within 15 minutes each attempt waits 2 seconds first.
 * The right password from another address always gets in. Unknown account and wrong password already share
 * Payload's one message; a limited attempt is a 429 with Retry-After whose message says nothing about the account.
 *
 * Successes do not count: every attempt is counted when it starts (so parallel guesses cannot slip past the limit
 * between a check and a count), and a success gives its own count back and clears the failures of its (address,
 * account). Thirty staff behind one office address can all sign in; an attacker's own successful sign-ins give back
 * only themselves, never others' failures.
 */
import { RateLimiter, SlidingWindowLimiter, type Verdict } from '@/lib/rate-limit'

const WINDOW_MS = 15 * 60_000

export const LOGIN_LIMITS = {
  perAddress: { limit: 30, windowMs: WINDOW_MS },
  perAccount: { limit: 10, windowMs: WINDOW_MS },
  /** Failures on one account from one address that go at full speed; later attempts wait SLOW_DOWN_MS. */
  fastAttempts: { limit: 3, windowMs: WINDOW_MS },
  slowDownMs: 2000,
  /** Forgot-password requests per address (each sends an e-mail when the account exists). */
  forgotPassword: { limit: 5, windowMs: WINDOW_MS },
} as const

type Limiter = {
  hit: (key: string) => Verdict | Promise<Verdict>
  refund: (key: string) => void | Promise<void>
  reset: (key: string) => void | Promise<void>
}

export type LoginLimiters = { perAddress: Limiter; perAccount: Limiter; fastAttempts: Limiter; forgotPassword: Limiter }

type LimitName = 'perAddress' | 'perAccount' | 'fastAttempts' | 'forgotPassword'

/**
 * The site's limiters count in Redis when REDIS_URL is set (shared by every replica), else in memory; a test that
 * passes its own clock gets in-memory sliding windows on that clock.
 */
export const createLoginLimiters = (now?: () => number): LoginLimiters => {
  const make = (name: LimitName) =>
    now ? new SlidingWindowLimiter(LOGIN_LIMITS[name], now) : new RateLimiter({ name: `login-${name}`, ...LOGIN_LIMITS[name] })
  return { perAddress: make('perAddress'), perAccount: make('perAccount'), fastAttempts: make('fastAttempts'), forgotPassword: make('forgotPassword') }
}

export type LoginDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number }

const account = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

const refused = (verdict: Verdict): LoginDecision | null =>
  verdict.allowed ? null : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)) }

const addressKey = (address: string) => `login:${address}`
const accountKey = (address: string, email: unknown) => `login:${address}:${account(email)}`

/**
 * One sign-in attempt from `address` naming `email`, counted as a failure until `loginSucceeded` says otherwise:
 * refused (429) or allowed after `delayMs`.
 */
export async function decideLogin(limiters: LoginLimiters, address: string, email: unknown): Promise<LoginDecision> {
  const byAddress = refused(await limiters.perAddress.hit(addressKey(address)))
  if (byAddress) return byAddress
  const key = accountKey(address, email)
  const byAccount = refused(await limiters.perAccount.hit(key))
  if (byAccount) return byAccount
  const fast = await limiters.fastAttempts.hit(key)
  return { allowed: true, delayMs: fast.allowed ? 0 : LOGIN_LIMITS.slowDownMs }
}

/** The attempt `decideLogin` allowed signed in: it does not count, and its account's failures from there are forgotten. */
export async function loginSucceeded(limiters: LoginLimiters, address: string, email: unknown): Promise<void> {
  const key = accountKey(address, email)
  await Promise.all([limiters.perAddress.refund(addressKey(address)), limiters.perAccount.reset(key), limiters.fastAttempts.reset(key)])
}

export async function decideForgotPassword(limiters: LoginLimiters, address: string): Promise<LoginDecision> {
  return refused(await limiters.forgotPassword.hit(`forgot:${address}`)) ?? { allowed: true, delayMs: 0 }
}

export const limitedMessage = (seconds: number) =>
  `Too many sign-in attempts from your address. Try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`
