/**
 * GET /api/v1/search behind the origin's response cache (src/lib/response-cache.mjs, ADR 0029), on the seeded
 * database, as scripts/serve.mjs serves it: a repeated search is answered without running the route, a publish shows
 * at the very next request, and a bad parameter's 400 envelope is answered correctly and never kept.
 * Next's cache handlers tell the response cache the tags an edit expires (src/lib/cache-handler.mjs): the
 * stand-in of `revalidateTag` (./support/next-cache.ts) does the same, so the page hooks' real expiries reach it.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET } from '@/app/(api)/api/v1/search/route'
import { resetSearchIndexes } from '@/features/search/store'
import { ResponseCache, withResponseCache } from '@/lib/response-cache.mjs'

import { testPayload } from './helpers'
import { expiredTags } from './support/next-cache'

let payload: Payload
let cache: InstanceType<typeof ResponseCache>
let server: http.Server
let base = ''
let routeRuns = 0
const created: number[] = []

/** A stand-in for Next's request handler that runs only the search route. */
async function nextStandIn(req: http.IncomingMessage, res: http.ServerResponse) {
  routeRuns++
  const response = await GET(new Request(`http://localhost${req.url}`))
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

async function search(query: string) {
  const response = await fetch(`${base}/api/v1/search?${query}`)
  return { status: response.status, headers: response.headers, body: (await response.json()) as { isDone: boolean; data: Array<{ uniqueUrl: string }> | null; message: string | null; errors?: Record<string, string> } }
}

beforeAll(async () => {
  payload = await testPayload()
  resetSearchIndexes()
  cache = new ResponseCache({ maxBytes: 1024 * 1024, openMaxBytes: 1024 * 1024 })
  server = http.createServer(withResponseCache(nextStandIn, cache))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  cache.close()
  await new Promise((resolve) => server.close(resolve))
  for (const id of created) await payload.delete({ collection: 'pages', id }).catch(() => undefined)
  resetSearchIndexes()
})

beforeEach(() => {
  routeRuns = 0
})

describe('GET /api/v1/search through the origin response cache', () => {
  it('answers a repeated search from the cache, without running the route, and never sends the tags header', async () => {
    const first = await search('term=salalah&languageId=2')
    expect(first.status).toBe(200)
    expect(first.body.data?.[0]?.uniqueUrl).toBe('Salalah')
    expect(first.headers.get('x-origin-cache-tags')).toBeNull()
    const second = await search('term=salalah&languageId=2')
    expect(second.body).toEqual(first.body)
    expect(routeRuns).toBe(1)
  })

  it('shows a page at the first search after it is published, and drops it at the first after it is unpublished', async () => {
    const term = 'Frankincensequux'
    expect((await search(`term=${term}&languageId=2`)).body.data).toEqual([])
    expect((await search(`term=${term}&languageId=2`)).body.data).toEqual([])
    expect(routeRuns).toBe(1) // the empty answer is kept too

    const page = await payload.create({
      collection: 'pages',
      draft: true,
      data: { uniqueUrl: 'int-search-cache', category: 'general', title: `${term} trail`, _status: 'draft' } as never,
    })
    created.push(Number(page.id))
    // A draft changes nothing visitors see: the kept answer stays, and is right.
    expect((await search(`term=${term}&languageId=2`)).body.data).toEqual([])

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } as never })
    expect(expiredTags()).toContain('pages:general')
    const published = await search(`term=${term}&languageId=2`)
    expect(published.body.data?.map((r) => r.uniqueUrl)).toEqual(['int-search-cache'])
    const runs = routeRuns
    expect((await search(`term=${term}&languageId=2`)).body).toEqual(published.body)
    expect(routeRuns).toBe(runs)

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } as never })
    expect((await search(`term=${term}&languageId=2`)).body.data).toEqual([])
  })

  it('drops a kept answer when only the search index changed (a change followed from another replica)', async () => {
    const term = 'Frankincensequux'
    await search(`term=${term}&languageId=2`)
    const runs = routeRuns
    // What sync.ts does for a change published by another replica: the index re-reads the page, no tag expires here.
    const { refreshPage } = await import('@/features/search/store')
    await payload.update({ collection: 'pages', id: created[0], data: { _status: 'published' } as never, context: { disableRevalidate: true } })
    await refreshPage(payload, created[0])
    expect(expiredTags()).toEqual([])
    expect((await search(`term=${term}&languageId=2`)).body.data?.map((r) => r.uniqueUrl)).toEqual(['int-search-cache'])
    expect(routeRuns).toBe(runs + 1)
  })

  it('answers a bad parameter with the 400 envelope every time, never from the cache', async () => {
    for (let i = 0; i < 2; i++) {
      const { status, headers, body } = await search('term=salalah&languageId=9')
      expect(status).toBe(400)
      expect(headers.get('cache-control')).toBe('no-store')
      expect(body).toMatchObject({ isDone: false, data: null, errors: { languageId: 'must be 1 (Arabic) or 2 (English)' } })
    }
    expect(routeRuns).toBe(2)
  })
})
