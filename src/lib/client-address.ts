/**
 * The visitor's address (issue 16). A request's own headers cannot be believed: a client can send any
 * X-Forwarded-For it likes, and `next start` keeps it (it fills the header with the socket address only when it
 * is absent). So the address of the connection itself is stamped on every request, before Next sees it, in a
 * header of our own that no client can set (src/lib/peer-address.ts, installed by src/instrumentation.ts).
 *
 * TRUST_PROXY = 0 (the default): the connection's address, and X-Forwarded-For is ignored.
 * TRUST_PROXY = n: n reverse proxies in front each appended the address they saw, so the client is the n-th
 * entry from the right of X-Forwarded-For; entries further left (which a client can forge) are ignored.
 */
import { isIP } from 'node:net'

import { env } from './env'

/** Set by the server on every request from the socket; a client's own value is overwritten. */
export const PEER_HEADER = 'x-dhofar-peer-address'

/** An address as proxies write it: `203.0.113.9`, `203.0.113.9:51234`, `[2001:db8::1]:443`, `::ffff:203.0.113.9`. */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  if (/^::ffff:[\d.]+$/i.test(value)) value = value.slice(7)
  return isIP(value) ? value.toLowerCase() : null
}

export function clientAddress(headers: Headers, trustedHops: number = env.TRUST_PROXY): string {
  const peer = normalizeAddress(headers.get(PEER_HEADER) ?? '')
  if (trustedHops <= 0) return peer ?? 'unknown'
  // The chain as the nearest proxy left it, then the proxy itself (the socket): the client is `trustedHops` from the end.
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const entries = [...chain, peer ?? 'unknown']
  const picked = entries[Math.max(entries.length - 1 - trustedHops, 0)]
  return normalizeAddress(picked) ?? 'unknown'
}
