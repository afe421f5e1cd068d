/**
 * Every cookie the site sets is `Secure` when the site is served over https (SITE_URL), and only then
 * (a Secure cookie on http://localhost would be dropped by some browsers). Both setters are loaded with the
 * environment under test: the locale proxy's NEXT_LOCALE (src/proxy.ts) and Payload's sign-in cookie (the Users
 * collection's auth config, through Payload's own cookie writer, as its login handler uses it).
 */
import { NextRequest } from 'next/server'
import { generatePayloadCookie } from 'payload/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'

// next-intl's middleware cannot load outside Next; like it, the stand-in remembers the language in NEXT_LOCALE.
vi.mock('next-intl/middleware', async () => {
  const { NextResponse } = await import('next/server')
  return {
    default: () => () => {
      const response = NextResponse.next()
      response.cookies.set('NEXT_LOCALE', 'ar', { path: '/', sameSite: 'lax' })
      return response
    },
  }
})

async function loadWith(siteUrl: string, nodeEnv: 'production' | 'development') {
  vi.resetModules()
  vi.stubEnv('SITE_URL', siteUrl)
  vi.stubEnv('NODE_ENV', nodeEnv)
  vi.stubEnv('PAYLOAD_SECRET', 'p'.repeat(32))
  vi.stubEnv('IP_HASH_SALT', 's'.repeat(32))
  const { default: proxy } = await import('@/proxy')
  const { Users } = await import('@/collections/Users')
  const localeCookie = async () => (await proxy(new NextRequest(`${siteUrl}/ar`))).headers.get('set-cookie') ?? ''
  const authCookie = () =>
    generatePayloadCookie({ collectionAuthConfig: Users.auth as never, cookiePrefix: 'payload', token: 'header.payload.signature' })
  return { localeCookie, authCookie }
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('cookies', () => {
  it('are Secure in production over https', async () => {
    const { localeCookie, authCookie } = await loadWith('https://www.dhofar.gov.om', 'production')
    expect(await localeCookie()).toMatch(/^NEXT_LOCALE=ar;.*;\s*Secure/i)
    expect(authCookie()).toMatch(/^payload-token=header\.payload\.signature;.*;\s*Secure/)
    expect(authCookie()).toMatch(/HttpOnly/)
  })

  it('are not Secure on a plain-http site (a local install)', async () => {
    const { localeCookie, authCookie } = await loadWith('http://localhost:3000', 'production')
    expect(await localeCookie()).toMatch(/^NEXT_LOCALE=ar/)
    expect(await localeCookie()).not.toMatch(/Secure/i)
    expect(authCookie()).not.toMatch(/Secure/)
  })
})
