/** Sign-in limits that lock no one out, and the password rule. */
import { describe, expect, it } from 'vitest'

import { createLoginLimiters, decideLogin, LOGIN_LIMITS, loginSucceeded } from '@/features/auth/login-limits'
import { passwordMessage, passwordProblem } from '@/features/auth/password-policy'

describe('sign-in limits', () => {
  it('stops a guessing run on one account from one address, with the wait, and lets another address in', async () => {
    let now = 0
    const limiters = createLoginLimiters(() => now)
    const attacker = () => decideLogin(limiters, '192.0.2.1', 'Admin@Example.com')
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) expect((await attacker()).allowed).toBe(true)
    const refused = await attacker()
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: LOGIN_LIMITS.perAccount.windowMs / 1000 })
    // The administrator, from their own address, is neither refused nor slowed down: no lockout.
    expect(await decideLogin(limiters, '198.51.100.7', 'admin@example.com')).toEqual({ allowed: true, delayMs: 0 })
    now += LOGIN_LIMITS.perAccount.windowMs + 1
    expect((await attacker()).allowed).toBe(true)
  })

  it('slows down repeated attempts on one account and caps a spray over many accounts per address', async () => {
    const limiters = createLoginLimiters(() => 0)
    const delays = []
    for (let i = 0; i < 5; i++) {
      const decision = await decideLogin(limiters, '192.0.2.2', 'editor@example.com')
      delays.push(decision.allowed ? decision.delayMs : -1)
    }
    expect(delays).toEqual([0, 0, 0, LOGIN_LIMITS.slowDownMs, LOGIN_LIMITS.slowDownMs])
    let allowed = 5
    for (let i = 0; i < 40; i++) if ((await decideLogin(limiters, '192.0.2.2', `user${i}@example.com`)).allowed) allowed++
    expect(allowed).toBe(LOGIN_LIMITS.perAddress.limit)
  })
})

describe('sign-in limits count failures only', () => {
  const delayOf = (decision: Awaited<ReturnType<typeof decideLogin>>) => (decision.allowed ? decision.delayMs : -1)

  it('let staff behind one address sign in any number of times', async () => {
    const limiters = createLoginLimiters(() => 0)
    const office = '192.0.2.50'
    for (let i = 0; i < 2 * LOGIN_LIMITS.perAddress.limit; i++) {
      const who = `staff${i % 3}@example.com`
      expect(await decideLogin(limiters, office, who)).toEqual({ allowed: true, delayMs: 0 })
      await loginSucceeded(limiters, office, who)
    }
  })

  it('forget the failures of an account from an address once it signs in there', async () => {
    const limiters = createLoginLimiters(() => 0)
    const attempt = () => decideLogin(limiters, '192.0.2.51', 'editor@example.com')
    const delays = [delayOf(await attempt()), delayOf(await attempt()), delayOf(await attempt()), delayOf(await attempt())]
    expect(delays).toEqual([0, 0, 0, LOGIN_LIMITS.slowDownMs])
    await loginSucceeded(limiters, '192.0.2.51', 'Editor@Example.com ') // the fourth attempt was the right password
    expect(delayOf(await attempt())).toBe(0)
  })

  it("give back only the success's own count: an attacker's sign-ins cannot buy more guesses", async () => {
    const limiters = createLoginLimiters(() => 0)
    const attacker = '192.0.2.52'
    for (let i = 0; i < LOGIN_LIMITS.perAddress.limit - 1; i++) await decideLogin(limiters, attacker, `guess${i}@example.com`)
    for (let i = 0; i < 5; i++) {
      expect((await decideLogin(limiters, attacker, 'own@example.com')).allowed).toBe(true)
      await loginSucceeded(limiters, attacker, 'own@example.com')
    }
    expect((await decideLogin(limiters, attacker, 'victim@example.com')).allowed).toBe(true) // the 30th failure
    expect((await decideLogin(limiters, attacker, 'victim@example.com')).allowed).toBe(false)
  })
})

describe('password rule', () => {
  it('refuses short and common passwords, and ones built from the e-mail', () => {
    expect(passwordProblem('abc')).toBe('tooShort')
    expect(passwordProblem('Password1234')).toBe('tooEasy')
    expect(passwordProblem('qwertyuiop123')).toBe('tooEasy')
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toBe('tooEasy')
    expect(passwordProblem('khareef.salalah@example.com', ['khareef.salalah@example.com'])).toBe('tooEasy')
    expect(passwordProblem('khareef.salalah@example.com')).toBeNull()
  })
  it('accepts a long phrase of unrelated words', () => {
    expect(passwordProblem('frankincense-lantern-monsoon-42')).toBeNull()
    expect(passwordProblem('Integration-editor-password-1')).toBeNull()
  })
  it('speaks the admin language', () => {
    expect(passwordMessage('tooShort', 'en')).toMatch(/12 characters/)
    expect(passwordMessage('tooShort', 'ar')).toMatch(/كلمة المرور/)
    expect(passwordMessage('tooEasy', undefined)).toMatch(/too easy/)
  })
})
