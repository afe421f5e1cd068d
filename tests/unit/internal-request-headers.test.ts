/**
 * Headers only Next's own pipeline may send are dropped from every request before anything reads it
 * (src/lib/internal-request-headers.ts, installed with the peer-address stamp): a visitor's
 * `x-middleware-prefetch: 1` made Next answer `{}`, which the caches in front kept for everyone.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isInternalRequestHeader } from '@/lib/internal-request-headers'
import { proxyTrust } from '@/lib/client-address'
import { installPeerAddress } from '@/lib/peer-address'

let server: http.Server
let base: string

beforeAll(async () => {
  // As behind nginx on this machine: the forwarded headers of the visitor's proxy are kept (tests/unit/peer-address.test.ts).
  installPeerAddress({ production: true, trust: proxyTrust(1, ['127.0.0.1']) })
  server = http.createServer((req, res) => res.end(JSON.stringify(Object.keys(req.headers))))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const internal = {
  'x-middleware-prefetch': '1',
  'X-Middleware-Subrequest': 'middleware:middleware:middleware:middleware:middleware',
  'x-middleware-rewrite': '/admin',
  'x-middleware-set-cookie': 'payload-token=x',
  'x-invoke-path': '/admin',
  'x-now-route-matches': '1',
  'x-nextjs-data': '1',
  'x-matched-path': '/en/about',
  'next-resume': '1',
  'x-next-resume-state-length': '10',
  'x-prerender-revalidate': 'guess',
  'x-prerender-revalidate-if-generated': '1',
  'x-next-revalidated-tags': 'pages:general',
  'x-next-revalidate-tag-token': 'guess',
  'next-hmr-refresh': '1',
  'x-nextjs-request-id': 'abc',
  'content-security-policy': "script-src 'nonce-abc'",
  'content-security-policy-report-only': "script-src 'nonce-abc'",
  'x-vercel-protection-bypass': 'x',
}
/** What browsers send, the client router's headers included: both caches key on these. */
const visitor = {
  rsc: '1',
  'next-router-prefetch': '1',
  'next-router-segment-prefetch': '/_tree',
  'next-router-state-tree': '%5B%22%22%5D',
  'next-url': '/about',
  'next-action': 'abc',
  'sec-fetch-dest': 'empty',
  cookie: 'NEXT_LOCALE=ar',
  'accept-language': 'ar',
  'x-forwarded-for': '192.0.2.1',
}

describe('internal request headers', () => {
  it('are dropped from a request over a socket, the visitor’s own are kept', async () => {
    const seen = (await (await fetch(base, { headers: { ...internal, ...visitor } })).json()) as string[]
    for (const name of Object.keys(internal)) expect(seen, name).not.toContain(name.toLowerCase())
    for (const name of Object.keys(visitor)) expect(seen, name).toContain(name)
  })

  it('in development, the dev client’s own stay', () => {
    expect(isInternalRequestHeader('next-hmr-refresh', false)).toBe(false)
    expect(isInternalRequestHeader('x-nextjs-request-id', false)).toBe(false)
    expect(isInternalRequestHeader('x-middleware-prefetch', false)).toBe(true)
    expect(isInternalRequestHeader('next-hmr-refresh', true)).toBe(true)
  })
})
