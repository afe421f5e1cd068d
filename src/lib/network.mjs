/**
 * Who can reach the server and whom it believes (docs/decisions/0015-hardening.md, "Who reaches a server"):
 * - `HOST`: the addresses the server listens on. Loopback by default, so that only a proxy or a browser on the same
 *   machine reaches it: a stranger who reached a replica directly would skip nginx's cache and could tell it any
 *   client address.
 * - `TRUSTED_PROXIES`: the peers (addresses or CIDR ranges) whose X-Forwarded-* headers are believed, with
 *   `TRUST_PROXY` > 0; loopback by default. A request from any other peer speaks for itself alone.
 * Plain JavaScript: scripts/serve.mjs reads `HOST` outside the bundler, and src/lib/env.ts validates both with the
 * same schemas.
 */
import { BlockList, isIP } from 'node:net'
import { z } from 'zod'

/** Both loopback addresses: a browser may try `localhost` as ::1 first, and a proxy on the machine uses either. */
export const LOOPBACK = Object.freeze(['127.0.0.1', '::1'])

/** @param {string | undefined} value */
const entries = (value) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/** @param {string} entry `[::1]` or `::1` */
const unbracket = (entry) => entry.replace(/^\[(.*)\]$/, '$1')

/**
 * `HOST`: `localhost` (the default: 127.0.0.1 and ::1) or IP addresses, comma-separated; `::` listens on every
 * interface (IPv4 too, on Linux), `0.0.0.0` on every IPv4 one.
 */
export const listenAddressesSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    /** @type {string[]} */
    const addresses = []
    for (const entry of entries(value || 'localhost')) {
      const address = unbracket(entry).toLowerCase()
      const expanded = address === 'localhost' ? LOOPBACK : isIP(address) ? [address] : undefined
      if (!expanded) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an IP address or localhost (e.g. HOST=10.0.0.5, or HOST=:: for every interface)` })
        return z.NEVER
      }
      for (const one of expanded) if (!addresses.includes(one)) addresses.push(one)
    }
    return addresses
  })

/**
 * One entry of `TRUSTED_PROXIES`: `10.0.0.0/8`, `fd00::/8`, or one address (a range of one).
 * @param {string} entry
 * @returns {{ network: string, prefix: number, type: 'ipv4' | 'ipv6' } | null}
 */
export function parseRange(entry) {
  const [network, prefix, ...rest] = entry.trim().split('/')
  const family = isIP(network)
  if (!family || rest.length > 0 || network.includes('%')) return null
  const bits = family === 4 ? 32 : 128
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits)) return null
  return { network, prefix: prefix === undefined ? bits : Number(prefix), type: family === 4 ? 'ipv4' : 'ipv6' }
}

/** `TRUSTED_PROXIES`: addresses and CIDR ranges, IPv4 or IPv6, comma-separated; loopback by default. */
export const trustedProxiesSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const list = entries(value)
    if (list.length === 0) return [...LOOPBACK]
    for (const entry of list) {
      if (!parseRange(entry)) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an IP address or a CIDR range (e.g. 10.0.0.5, 10.0.0.0/8, fd00::/8)` })
        return z.NEVER
      }
    }
    return list
  })

/**
 * Whether an address is one of `ranges` (validated entries of `TRUSTED_PROXIES`). Node's own `BlockList` does the
 * matching, IPv4-mapped IPv6 (`::ffff:10.0.0.1`, as a dual-stack socket reports an IPv4 peer) included.
 * @param {readonly string[]} ranges
 * @returns {(address: string) => boolean}
 */
export function addressMatcher(ranges) {
  const list = new BlockList()
  for (const entry of ranges) {
    const range = parseRange(entry)
    if (range) list.addSubnet(range.network, range.prefix, range.type)
  }
  return (address) => {
    const family = isIP(address)
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6')
  }
}
