/**
 * Stamps the connection's own address on every incoming request (src/lib/client-address.ts reads it). Next.js
 * hands route handlers a Request without the socket, and under `next start` there is no server of ours to wrap:
 * the instrumentation hook patches `emit` of Node's HTTP(S) server prototypes once, in the server process, before
 * the first request is handled. Whatever a client sent under the same header name is overwritten.
 *
 * A request that does not come from a trusted proxy (TRUST_PROXY, TRUSTED_PROXIES) loses its forwarded headers here,
 * before anything reads them: the site's limits, Next, which takes the scheme from X-Forwarded-Proto and checks
 * Server Actions' origin against X-Forwarded-Host (it then fills them from the socket and Host), and next-intl, which
 * builds its alternate-language Link header from both.
 *
 * In the same place, before any listener (scripts/serve.mjs and its response cache, or Next's own server) reads the
 * request, the headers only Next's own pipeline may send are dropped (./internal-request-headers.ts).
 *
 * The same hook answers a request whose address and headers overflow Node's 16 KB limit (`images?ids=` with
 * thousands of ids) with a 400 and the API's envelope, where Node would send a bare 431 with an empty body.
 */
import http from 'node:http'
import https from 'node:https'
import type { Duplex } from 'node:stream'

import { PEER_HEADER, configuredTrust, normalizeAddress, speaksForClients, type ProxyTrust } from './client-address'
import { dropInternalRequestHeaders } from './internal-request-headers'

const INSTALLED = Symbol.for('dhofar.peer-address')

type Emitter = { emit: (event: string | symbol, ...args: unknown[]) => boolean; [INSTALLED]?: true }

/** How a proxy tells who the client is and how it came: RFC 7239's header and the X-Forwarded-* family. */
export const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-port', 'x-forwarded-proto'] as const

export function stampPeerAddress(request: http.IncomingMessage, trust: ProxyTrust = configuredTrust): void {
  const peer = request.socket?.remoteAddress ?? ''
  request.headers[PEER_HEADER] = peer
  if (!speaksForClients(normalizeAddress(peer), trust)) for (const name of FORWARDED_HEADERS) delete request.headers[name]
}

const OVERSIZED = JSON.stringify({
  isDone: false,
  data: null,
  message: 'The request is too large: its address and headers may be at most 16 KB together. Ask for fewer items at a time.',
})

/** True when the client error was answered here. */
function answerOversized(error: unknown, socket: Duplex): boolean {
  if ((error as NodeJS.ErrnoException | undefined)?.code !== 'HPE_HEADER_OVERFLOW' || !socket.writable) return false
  socket.end(
    'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(OVERSIZED)}\r\nConnection: close\r\n\r\n${OVERSIZED}`,
  )
  return true
}

function patch(proto: Emitter, trust: ProxyTrust, production: boolean) {
  if (proto[INSTALLED]) return
  const emit = proto.emit
  proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
    // 'checkContinue' replaces 'request' for `Expect: 100-continue` when a listener exists.
    if (event === 'request' || event === 'checkContinue') {
      const request = args[0] as http.IncomingMessage
      dropInternalRequestHeaders(request.headers, production)
      stampPeerAddress(request, trust)
    } else if (event === 'clientError' && answerOversized(args[0], args[1] as Duplex)) return true
    return emit.call(this, event, ...args)
  }
  proto[INSTALLED] = true
}

/**
 * `production`: also drop the headers of `next dev`'s own client (./internal-request-headers.ts); `trust`: the
 * deployment's, a test may name its own.
 */
export function installPeerAddress({ production, trust = configuredTrust }: { production: boolean; trust?: ProxyTrust }): void {
  patch(http.Server.prototype as unknown as Emitter, trust, production)
  patch(https.Server.prototype as unknown as Emitter, trust, production)
}
