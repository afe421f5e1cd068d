/**
 * The client's address (src/lib/client-address.ts) and the settings it reads (src/lib/network.mjs): X-Forwarded-For
 * counts only when the connection comes from a trusted proxy, and is walked from the right through trusted proxies.
 */
import { describe, expect, it } from 'vitest'

import { PEER_HEADER, clientAddress, normalizeAddress, proxyTrust, speaksForClients } from '@/lib/client-address'
import { parseEnv } from '@/lib/env'
import { LOOPBACK, addressMatcher, listenAddressesSchema, trustedProxiesSchema } from '@/lib/network.mjs'

const headers = (peer: string | null, xff?: string) =>
  new Headers({ ...(peer ? { [PEER_HEADER]: peer } : {}), ...(xff ? { 'x-forwarded-for': xff } : {}) })
const none = proxyTrust(0, LOOPBACK)
const nginx = proxyTrust(1, LOOPBACK)

describe('clientAddress', () => {
  it('with no proxy trusted, uses the connection and ignores X-Forwarded-For', () => {
    expect(clientAddress(headers('127.0.0.1', '192.0.2.1'), none)).toBe('127.0.0.1')
    expect(clientAddress(headers('::ffff:203.0.113.9', '192.0.2.1, 192.0.2.2'), none)).toBe('203.0.113.9')
    expect(clientAddress(headers(null, '192.0.2.1'), none)).toBe('unknown')
  })

  it('behind a trusted proxy, takes the address it appended and ignores what a client forged further left', () => {
    expect(clientAddress(headers('127.0.0.1', '203.0.113.9'), nginx)).toBe('203.0.113.9')
    expect(clientAddress(headers('127.0.0.1', '1.1.1.1, 203.0.113.9'), nginx)).toBe('203.0.113.9')
    expect(clientAddress(headers('::1', '1.1.1.1, 2001:db8::9'), nginx)).toBe('2001:db8::9')
    // A proxy chain shorter than configured: the furthest address known, never a forged one beyond it.
    expect(clientAddress(headers('127.0.0.1'), nginx)).toBe('127.0.0.1')
    expect(clientAddress(headers(null), nginx)).toBe('unknown')
  })

  it('from a peer that is not a trusted proxy, uses the connection whatever TRUST_PROXY says', () => {
    expect(clientAddress(headers('127.0.0.2', '192.0.2.1'), nginx)).toBe('127.0.0.2')
    expect(clientAddress(headers('203.0.113.50', '192.0.2.1'), proxyTrust(5, LOOPBACK))).toBe('203.0.113.50')
    expect(clientAddress(headers('2001:db8::50', '192.0.2.1'), nginx)).toBe('2001:db8::50')
    expect(clientAddress(headers('10.0.0.1', '192.0.2.1'), nginx)).toBe('10.0.0.1')
  })

  it('trusts CIDR ranges, IPv4 and IPv6', () => {
    const lan = proxyTrust(1, ['10.0.0.0/8', 'fd00::/8'])
    expect(clientAddress(headers('10.20.30.40', '203.0.113.9'), lan)).toBe('203.0.113.9')
    expect(clientAddress(headers('fd12:3456::1', '203.0.113.9'), lan)).toBe('203.0.113.9')
    expect(clientAddress(headers('11.0.0.1', '203.0.113.9'), lan)).toBe('11.0.0.1')
    expect(clientAddress(headers('fe80::1', '203.0.113.9'), lan)).toBe('fe80::1')
    // Loopback is not trusted unless listed: a process on the machine speaks for itself.
    expect(clientAddress(headers('127.0.0.1', '203.0.113.9'), lan)).toBe('127.0.0.1')
  })

  it('matches a dual-stack socket’s IPv4-mapped peer against IPv4 ranges, and the reverse', () => {
    expect(clientAddress(headers('::ffff:127.0.0.1', '203.0.113.9'), nginx)).toBe('203.0.113.9')
    expect(clientAddress(headers('::ffff:10.1.2.3', '203.0.113.9'), proxyTrust(1, ['10.0.0.0/8']))).toBe('203.0.113.9')
    expect(clientAddress(headers('10.1.2.3', '203.0.113.9'), proxyTrust(1, ['::ffff:10.0.0.0/104']))).toBe('203.0.113.9')
    expect(clientAddress(headers('::ffff:192.0.2.7', '203.0.113.9'), proxyTrust(1, ['10.0.0.0/8']))).toBe('192.0.2.7')
  })

  it('walks several proxies from the right, stopping at the first address that is not one', () => {
    const chain = proxyTrust(3, ['10.0.0.0/8'])
    // client → CDN edge 10.9.9.9 → nginx 10.0.0.2 → replica (peer 10.0.0.1)
    expect(clientAddress(headers('10.0.0.1', '1.1.1.1, 203.0.113.9, 10.9.9.9, 10.0.0.2'), chain)).toBe('203.0.113.9')
    // the entry left of an untrusted hop is the client's forgery: the untrusted hop is the client
    expect(clientAddress(headers('10.0.0.1', '10.5.5.5, 198.51.100.4, 10.0.0.2'), chain)).toBe('198.51.100.4')
    // no more hops than TRUST_PROXY, even through trusted addresses
    expect(clientAddress(headers('10.0.0.1', '203.0.113.9, 10.0.0.3, 10.0.0.2'), proxyTrust(2, ['10.0.0.0/8']))).toBe('10.0.0.3')
  })

  it('reads ports and brackets proxies add, and refuses what is not an address', () => {
    expect(normalizeAddress('203.0.113.9:51234')).toBe('203.0.113.9')
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1')
    expect(normalizeAddress('evil')).toBeNull()
    expect(clientAddress(headers('127.0.0.1', '[2001:db8::5]:443'), nginx)).toBe('2001:db8::5')
    expect(clientAddress(headers('127.0.0.1', 'not-an-ip'), nginx)).toBe('unknown')
    expect(clientAddress(headers('127.0.0.2', 'not-an-ip'), nginx)).toBe('127.0.0.2')
  })

  it('lets only a trusted proxy speak for clients, and none with TRUST_PROXY=0', () => {
    expect(speaksForClients('127.0.0.1', nginx)).toBe(true)
    expect(speaksForClients('::1', nginx)).toBe(true)
    expect(speaksForClients('127.0.0.2', nginx)).toBe(false)
    expect(speaksForClients(null, nginx)).toBe(false)
    expect(speaksForClients('127.0.0.1', none)).toBe(false)
  })
})

describe('TRUSTED_PROXIES and HOST', () => {
  it('trust loopback and listen on it by default', () => {
    const env = parseEnv({})
    expect(env.TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1'])
    expect(env.HOST).toEqual(['127.0.0.1', '::1'])
    expect(parseEnv({ TRUSTED_PROXIES: ' ', HOST: '' })).toMatchObject({ TRUSTED_PROXIES: ['127.0.0.1', '::1'], HOST: ['127.0.0.1', '::1'] })
  })

  it('take lists of addresses and CIDR ranges', () => {
    expect(trustedProxiesSchema.parse('10.0.0.5, 172.16.0.0/12,fd00::/8, ::1')).toEqual(['10.0.0.5', '172.16.0.0/12', 'fd00::/8', '::1'])
    expect(listenAddressesSchema.parse('10.0.0.5, localhost')).toEqual(['10.0.0.5', '127.0.0.1', '::1'])
    expect(listenAddressesSchema.parse('::')).toEqual(['::'])
    expect(listenAddressesSchema.parse('[::1],127.0.0.1')).toEqual(['::1', '127.0.0.1'])
  })

  it('refuse what is not an address or a range, naming the variable', () => {
    for (const bad of ['proxy.internal', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/1', '10.0.0.256', 'fe80::1%eth0', '10.0.0.0/-1']) {
      expect(() => parseEnv({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES: ".*" is not an IP address or a CIDR range/)
    }
    expect(() => parseEnv({ HOST: 'mybox.example' })).toThrow(/HOST: "mybox.example" is not an IP address or localhost/)
    expect(() => parseEnv({ HOST: '127.0.0.1:3000' })).toThrow(/HOST/)
  })

  it('match addresses against ranges with the prefix length', () => {
    const matches = addressMatcher(['192.0.2.0/25', '2001:db8::/32'])
    expect(['192.0.2.0', '192.0.2.127', '2001:db8:ffff::1'].map(matches)).toEqual([true, true, true])
    expect(['192.0.2.128', '2001:db9::1', 'nonsense', ''].map(matches)).toEqual([false, false, false, false])
  })
})
