/**
 * A request must not pick its own address. A real HTTP server with the stamp installed, as under `next start`,
 * trusting one proxy at 127.0.0.1: a forged peer header changes nothing, and a request from any other address
 * (127.0.0.2, reachable on Linux without set-up) reaches the handler without its X-Forwarded-* headers.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PEER_HEADER, clientAddress, proxyTrust } from '@/lib/client-address'
import { FORWARDED_HEADERS, installPeerAddress } from '@/lib/peer-address'

const trust = proxyTrust(1, ['127.0.0.1'])
let server: http.Server
let port: number

beforeAll(async () => {
  installPeerAddress({ production: true, trust })
  server = http.createServer((req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    const forwarded = Object.fromEntries(FORWARDED_HEADERS.filter((name) => name in req.headers).map((name) => [name, req.headers[name]]))
    res.end(JSON.stringify({ address: clientAddress(headers, trust), forwarded }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

type Seen = { address: string; forwarded: Record<string, string> }
function ask(localAddress: string, headers: Record<string, string>, path = '/'): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, localAddress, headers, agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve(JSON.parse(body) as Seen))
    })
    req.on('error', reject).end()
  })
}

const forged = (i: number) => ({
  'x-forwarded-for': `192.0.2.${i}`,
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-port': '443',
  forwarded: `for=192.0.2.${i};proto=https`,
  [PEER_HEADER]: `198.51.100.${i}`,
})

describe('the peer address stamp', () => {
  it('believes the forwarded headers of a trusted proxy, never a forged peer header', async () => {
    const answers = await Promise.all([1, 2, 3].map((i) => ask('127.0.0.1', forged(i))))
    expect(answers.map((a) => a.address)).toEqual(['192.0.2.1', '192.0.2.2', '192.0.2.3'])
    expect(answers[0].forwarded).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' })
  })

  it('drops the forwarded headers of any other peer: it is its own address', async () => {
    const answers = await Promise.all([1, 2, 3].map((i) => ask('127.0.0.2', forged(i))))
    expect(answers.map((a) => a.address)).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.2'])
    expect(answers.map((a) => a.forwarded)).toEqual([{}, {}, {}])
  })

  it('answers an address over 16 KB with a 400 and the envelope, not a bare 431', async () => {
    const ids = Array.from({ length: 4000 }, (_, i) => i + 1).join(',')
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/images?ids=${ids}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ isDone: false, data: null, message: expect.stringMatching(/too large/) })
  })
})
