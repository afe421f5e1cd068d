/**
 * Stamps the connection's own address on every incoming request (src/lib/client-address.ts reads it). Next.js
 * hands route handlers a Request without the socket, and under `next start` there is no server of ours to wrap:
 * the instrumentation hook patches `emit` of Node's HTTP(S) server prototypes once, in the server process, before
 * the first request is handled. Whatever a client sent under the same header name is overwritten.
 */
import http from 'node:http'
import https from 'node:https'

import { PEER_HEADER } from './client-address'

const INSTALLED = Symbol.for('dhofar.peer-address')

type Emitter = { emit: (event: string | symbol, ...args: unknown[]) => boolean; [INSTALLED]?: true }

export function stampPeerAddress(request: http.IncomingMessage): void {
  request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? ''
}

function patch(proto: Emitter) {
  if (proto[INSTALLED]) return
  const emit = proto.emit
  proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
    // 'checkContinue' replaces 'request' for `Expect: 100-continue` when a listener exists.
    if (event === 'request' || event === 'checkContinue') stampPeerAddress(args[0] as http.IncomingMessage)
    return emit.call(this, event, ...args)
  }
  proto[INSTALLED] = true
}

export function installPeerAddress(): void {
  patch(http.Server.prototype as unknown as Emitter)
  patch(https.Server.prototype as unknown as Emitter)
}
