/**
 * The visitor's address. A request's own headers cannot be believed: a client can send any X-Forwarded-For it
 * likes, and `next start` keeps it (it fills the header with the socket address only when it is absent). So the
 * address of the connection itself is stamped on every request, before Next sees it, in a header of our own that no
 * client can set (src/lib/peer-address.ts, installed by src/instrumentation.ts).
 *
 * X-Forwarded-For is read as proxy-addr (Express's `trust proxy`) reads it: from the connection leftwards, each
 * address that is a trusted proxy (TRUSTED_PROXIES, loopback by default) handing over to the entry it appended, at
 * most TRUST_PROXY times; the first address that is not a trusted proxy is the client's. So:
 * - TRUST_PROXY = 0 (the default): the connection's address, and X-Forwarded-For is ignored;
 * - a connection from anywhere but a trusted proxy: its own address, whatever TRUST_PROXY says;
 * - behind nginx on the same machine (TRUST_PROXY=1): the address nginx appended; entries further left, which a
 *   client can forge, are ignored.
 */
import { isIP } from 'node:net'

import { env } from './env'
import { addressMatcher } from './network.mjs'

/** Set by the server on every request from the socket; a client's own value is overwritten. */
export const PEER_HEADER = 'x-dhofar-peer-address'

/** Through how many proxies at most, and which peers are proxies whose X-Forwarded-* headers are believed. */
export type ProxyTrust = { hops: number; isProxy: (address: string) => boolean }

export function proxyTrust(hops: number, proxies: readonly string[]): ProxyTrust {
  return { hops, isProxy: addressMatcher(proxies) }
}

/** The deployment's: TRUST_PROXY and TRUSTED_PROXIES. */
export const configuredTrust: ProxyTrust = proxyTrust(env.TRUST_PROXY, env.TRUSTED_PROXIES)

/** An address as proxies write it: `203.0.113.9`, `203.0.113.9:51234`, `[2001:db8::1]:443`, `::ffff:203.0.113.9`. */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  if (/^::ffff:[\d.]+$/i.test(value)) value = value.slice(7)
  return isIP(value) ? value.toLowerCase() : null
}

/** Whether a connection from `peer` may tell who the client is and how it came (X-Forwarded-*). */
export function speaksForClients(peer: string | null, trust: ProxyTrust = configuredTrust): boolean {
  return trust.hops > 0 && peer !== null && trust.isProxy(peer)
}

export function clientAddress(headers: Headers, trust: ProxyTrust = configuredTrust): string {
  const peer = normalizeAddress(headers.get(PEER_HEADER) ?? '')
  if (peer === null) return 'unknown'
  // The chain as the nearest proxy left it: each proxy appended the address it saw, so the nearest is last.
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  let address = peer
  for (let hop = 0; hop < trust.hops && trust.isProxy(address) && chain.length > 0; hop++) {
    const entry = normalizeAddress(chain.pop() ?? '')
    // A trusted proxy passed on something that is not an address: no one's in particular.
    if (entry === null) return 'unknown'
    address = entry
  }
  return address
}
