/**
 * The server's request log and request metrics (src/lib/request-log.mjs) around a stand-in handler on a real HTTP
 * server: one JSON line per request with exactly the fields docs/operations.md lists (no query string, no client
 * address, no headers), the request id taken from X-Request-Id or made and echoed back, an escaped error's stack in the
 * log and never in the answer, and the counters of src/lib/metrics.mjs moved by a request. The server itself
 * (scripts/serve.mjs) is checked end to end by tests/cluster/server.mjs.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { metrics, routeGroup } from '@/lib/metrics.mjs'
import { requestId, routeOf, withRequestLog } from '@/lib/request-log.mjs'
import { ResponseCache, withResponseCache } from '@/lib/response-cache.mjs'

const lines: Record<string, unknown>[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
    done()
  },
})
const logger = pino({ level: 'debug', base: null, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, sink)

let server: http.Server
let base = ''

beforeAll(async () => {
  const app = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.startsWith('/boom')) throw new Error('the secret internals of a failure')
    if (req.url?.startsWith('/api/health')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
    // A public API answer the app marks for the response cache: kept, then answered from memory.
    if (req.url?.startsWith('/api/v1/')) {
      return void res.writeHead(200, { 'content-type': 'application/json', 'x-origin-cache-tags': 'news' }).end('{"data":[]}')
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' })
    res.end('<!doctype html><p>Khareef</p>')
  }
  const cache = new ResponseCache()
  server = http.createServer(withRequestLog(withResponseCache(app, cache), logger))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The log line of the last request, once the server has closed its response. */
async function lastLine(count: number) {
  for (let i = 0; i < 50 && lines.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10))
  return lines.at(-1) as Record<string, unknown>
}

describe('the request log', () => {
  it('writes one line per request with the listed fields only, and no query string', async () => {
    const before = lines.length
    const response = await fetch(`${base}/about?q=my+name+is+Ahmed&email=a@example.com`, { headers: { 'x-forwarded-for': '198.51.100.9', cookie: 'payload-token=x' } })
    await response.text()
    const line = await lastLine(before + 1)
    expect(lines.length).toBe(before + 1)
    expect(Object.keys(line).sort()).toEqual(['cache', 'id', 'level', 'method', 'ms', 'msg', 'route', 'status', 'time'])
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/about', status: 200 })
    expect(new Date(String(line.time)).toISOString()).toBe(line.time)
    expect(typeof line.ms).toBe('number')
    const text = JSON.stringify(line)
    for (const secret of ['Ahmed', 'example.com', '198.51.100.9', 'payload-token', '127.0.0.1']) expect(text).not.toContain(secret)
  })

  it('keeps the proxy request id, echoes it, and makes one when there is none or it is implausible', async () => {
    const id = '0123456789abcdef0123456789abcdef' // nginx's $request_id shape
    let before = lines.length
    const given = await fetch(`${base}/ar`, { headers: { 'x-request-id': id } })
    expect(given.headers.get('x-request-id')).toBe(id)
    expect((await lastLine(before + 1)).id).toBe(id)
    before = lines.length
    const made = await fetch(`${base}/ar`, { headers: { 'x-request-id': 'a b<script>' } })
    const madeId = made.headers.get('x-request-id')
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/)
    expect((await lastLine(before + 1)).id).toBe(madeId)
    expect(requestId(undefined)).not.toBe(requestId(undefined))
  })

  it('says what the response cache did, and never keeps one request id for the next', async () => {
    await fetch(`${base}/api/v1/news`).then((r) => r.text())
    const before = lines.length
    const second = await fetch(`${base}/api/v1/news`)
    await second.text()
    expect((await lastLine(before + 1)).cache).toBe('hit')
    const third = await fetch(`${base}/api/v1/news`)
    expect(third.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'))
    const bypass = lines.length
    await fetch(`${base}/admin`).then((r) => r.text())
    expect((await lastLine(bypass + 1)).cache).toBe('bypass')
  })

  it('logs an escaped error with its stack and answers an empty 500', async () => {
    const before = lines.length
    const response = await fetch(`${base}/boom?token=abc`)
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('')
    await lastLine(before + 2)
    const failure = lines.slice(before).find((line) => line.msg === 'request failed') as { err: { stack: string }; level: string; route: string }
    expect(failure.level).toBe('error')
    expect(failure.route).toBe('/boom')
    expect(failure.err.stack).toContain('the secret internals of a failure')
    expect(lines.slice(before).find((line) => line.msg === 'request')).toMatchObject({ status: 500, route: '/boom' })
  })

  it('logs passing health checks at debug only', async () => {
    const before = lines.length
    await fetch(`${base}/api/health/ready`).then((r) => r.text())
    expect((await lastLine(before + 1)).level).toBe('debug')
  })
})

describe('the request metrics', () => {
  it('moves the request counter, the latency histogram and the response cache counter', async () => {
    const { registry } = metrics()
    const value = async (name: string, labels: Record<string, string>) => {
      const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === name.replace(/_count$/, ''))
      const values = (metric?.values ?? []) as { metricName?: string; labels: Record<string, unknown>; value: number }[]
      const found = values.find((v) => (v.metricName ?? name) === name && Object.entries(labels).every(([k, l]) => String(v.labels[k]) === l))
      return Number(found?.value ?? 0)
    }
    const requests = () => value('dhofar_http_requests_total', { route: 'public_api', method: 'GET', status: '200' })
    const hits = () => value('dhofar_response_cache_requests_total', { result: 'hit' })
    const observed = () => value('dhofar_http_request_duration_seconds_count', { route: 'public_api' })
    const before = [await requests(), await hits(), await observed()]
    const count = lines.length
    await fetch(`${base}/api/v1/news`).then((r) => r.text())
    await lastLine(count + 1)
    expect([await requests(), await hits(), await observed()]).toEqual([before[0] + 1, before[1] + 1, before[2] + 1])
  })

  it('groups addresses into a fixed set of route groups', () => {
    expect(routeOf('/a/b?c=d#e')).toBe('/a/b')
    expect(routeOf(`/${'x'.repeat(600)}`).length).toBeLessThan(520)
    expect(
      ['/', '/ar/news/1', '/api/v1/pages', '/api/users/login', '/admin/collections', '/_next/static/a.js', '/_next/image', '/PgTempRatingResult/add', '/searchresult', '/ar/searchresult', '/robots.txt', '/api/health/live'].map(routeGroup),
    ).toEqual(['page', 'page', 'public_api', 'payload_api', 'admin', 'next_static', 'next_image', 'rating', 'search', 'search', 'file', 'health'])
  })
})
