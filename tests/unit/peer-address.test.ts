/**
 * Issue 16: a request must not pick its own address. A real HTTP server with the stamp installed, as under
 * `next start`: a forged X-Forwarded-For or a forged peer header changes nothing when no proxy is trusted.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PEER_HEADER, clientAddress } from '@/lib/client-address'
import { installPeerAddress } from '@/lib/peer-address'

let server: http.Server
let base: string

beforeAll(async () => {
  installPeerAddress({ production: true })
  server = http.createServer((req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    res.end(JSON.stringify({ none: clientAddress(headers, 0), one: clientAddress(headers, 1) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the peer address stamp', () => {
  it('ignores a forged X-Forwarded-For and peer header when no proxy is trusted', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const res = await fetch(base, { headers: { 'x-forwarded-for': `192.0.2.${i}`, [PEER_HEADER]: `192.0.2.${i}` } })
        return (await res.json()) as { none: string; one: string }
      }),
    )
    expect(answers.map((a) => a.none)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1'])
    // Behind one trusted proxy (here the test itself plays it), the address that proxy appended counts.
    expect(answers.map((a) => a.one)).toEqual(['192.0.2.1', '192.0.2.2', '192.0.2.3'])
  })

  it('answers an address over 16 KB with a 400 and the envelope, not a bare 431', async () => {
    const ids = Array.from({ length: 4000 }, (_, i) => i + 1).join(',')
    const response = await fetch(`${base}/api/v1/images?ids=${ids}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ isDone: false, data: null, message: expect.stringMatching(/too large/) })
  })
})
