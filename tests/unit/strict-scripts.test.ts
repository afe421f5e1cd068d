/**
 * The server's strict script policy (src/lib/strict-scripts.mjs, ADR 0016) in front of a stand-in for Next that
 * compresses the way Next does (its compiled `compression`, installed per request after the wrapper, as Next's
 * router installs it) and streams: a page goes out whole with the hashes of its inline scripts; anything else as it
 * is written.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { firstRenderPolicy } from '@/lib/csp.mjs'
import { withStrictScripts } from '@/lib/strict-scripts.mjs'

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's own copy, untyped
const compression = require('next/dist/compiled/compression') as () => (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void

type Reply = { type: string; policy?: string; parts: string[]; flushFirst?: boolean; status?: number }
let reply: Reply
let server: http.Server
let base = ''

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')
const compress = compression()

/** Like Next: compression on the response, then a streamed body, a part per tick, each flushed. */
async function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  await new Promise<void>((resolve) => compress(req, res, resolve))
  res.setHeader('content-type', reply.type)
  if (reply.policy) res.setHeader('content-security-policy', reply.policy)
  if (reply.status) res.statusCode = reply.status
  if (reply.flushFirst) res.flushHeaders()
  for (const part of reply.parts) {
    res.write(part)
    ;(res as unknown as { flush?: () => void }).flush?.()
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  res.end()
}

beforeAll(async () => {
  server = http.createServer(withStrictScripts(fakeNext))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const scriptSrc = (policy: string | null) => (policy ?? '').split('; ').find((d) => d.startsWith('script-src'))

describe('a page', () => {
  const boot = '(self.__next_f=self.__next_f||[]).push([0])'
  const data = 'self.__next_f.push([1,"late part"])'
  const parts = ['<!DOCTYPE html><html><head>', `<script>${boot}</script></head><body>`, 'x'.repeat(20_000), `<script>${data}</script></body></html>`]

  for (const encoding of ['gzip', 'deflate', 'identity']) {
    it(`streamed in parts (${encoding}) is sent whole with the hashes of all its inline scripts, the last one too`, async () => {
      reply = { type: 'text/html; charset=utf-8', policy: firstRenderPolicy, parts, flushFirst: true }
      const response = await fetch(`${base}/about`, { headers: { 'accept-encoding': encoding } })
      expect(await response.text()).toBe(parts.join(''))
      expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding)
      expect(scriptSrc(response.headers.get('content-security-policy'))).toBe(`script-src 'self' 'sha256-${sha(boot)}' 'sha256-${sha(data)}'`)
    })
  }

  it('keeps the other directives the proxy gave it (an editor preview may be framed by the site)', async () => {
    reply = { type: 'text/html', policy: firstRenderPolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"), parts }
    const policy = (await fetch(`${base}/ar/about`)).headers.get('content-security-policy') ?? ''
    expect(policy).toContain("frame-ancestors 'self'")
    expect(scriptSrc(policy)).not.toContain('unsafe-inline')
  })
})

describe('answers without a body', () => {
  it('a HEAD allows no inline script (it has none)', async () => {
    reply = { type: 'text/html', policy: firstRenderPolicy, parts: ['<script>a()</script>'] }
    const response = await fetch(`${base}/about`, { method: 'HEAD' })
    expect(scriptSrc(response.headers.get('content-security-policy'))).toBe("script-src 'self'")
  })

  it('a 304 carries no policy, so the browser keeps the one of the page it holds', async () => {
    reply = { type: 'text/html', policy: firstRenderPolicy, parts: [], status: 304 }
    const response = await fetch(`${base}/about`, { headers: { 'if-none-match': '"x"' } })
    expect(response.status).toBe(304)
    expect(response.headers.get('content-security-policy')).toBeNull()
  })
})

describe('left as they are', () => {
  it('anything but HTML, streamed as written', async () => {
    reply = { type: 'text/x-component', policy: firstRenderPolicy, parts: ['1:', '2'] }
    const response = await fetch(`${base}/about?_rsc=1`)
    expect(await response.text()).toBe('1:2')
    expect(response.headers.get('content-security-policy')).toBe(firstRenderPolicy)
  })

  it('the admin and Payload’s routes, whose policy Payload needs', async () => {
    reply = { type: 'text/html', policy: firstRenderPolicy, parts: ['<script>self.__next_f.push([1,"a"])</script>'] }
    for (const path of ['/admin', '/admin/collections/pages', '/api/pages']) {
      expect((await fetch(base + path)).headers.get('content-security-policy')).toBe(firstRenderPolicy)
    }
    expect(scriptSrc((await fetch(`${base}/api/v1/x`)).headers.get('content-security-policy'))).toContain('sha256-')
  })

  it('HTML without a policy', async () => {
    reply = { type: 'text/html', parts: ['<script>a()</script>'] }
    const response = await fetch(`${base}/x`)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(await response.text()).toBe('<script>a()</script>')
  })
})
