/**
 * The visitor's address. `next start` fills x-forwarded-for with the socket address when the request has none;
 * each trusted proxy in front (TRUST_PROXY = how many) appends the address it saw. So the client is the
 * TRUST_PROXY-th entry from the right, and entries further left (which a client can forge) are ignored.
 * With no proxy configured a client that sends its own header could pick its key: README says to set
 * TRUST_PROXY behind a reverse proxy, which is how the site is meant to be deployed.
 */
import { env } from './env'

export function clientAddress(headers: Headers, trustedHops: number = env.TRUST_PROXY): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const index = chain.length - Math.max(trustedHops, 1)
  return chain[Math.max(index, 0)] ?? 'unknown'
}
