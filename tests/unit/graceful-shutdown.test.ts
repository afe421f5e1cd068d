/**
 * Stopping a server without losing a request (src/lib/graceful-shutdown.mjs), on a real HTTP server with slow
 * requests in flight (three slow logins were all reset before it): after the signal the server is not ready at once,
 * refuses new connections, finishes every request in flight with its full answer (and `Connection: close`), and
 * exits 0 once none is left; requests that outlast the deadline are cut and it exits 1. The real server
 * (scripts/serve.mjs) under SIGTERM: tests/cluster/server.mjs, and through nginx: tests/cluster/run.mjs.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { gracefulShutdown, lifecycle } from '@/lib/graceful-shutdown.mjs'

const quiet = { info: () => {}, warn: () => {} }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const servers: http.Server[] = []

afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
  lifecycle().draining = false
})

/** A server whose answers take `ms`, with a keep-alive agent like nginx's upstream pool. */
async function slowServer(ms: number) {
  const server = http.createServer(async (req, res) => {
    await sleep(ms)
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ done: req.url }))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/** A request on its own keep-alive connection; resolves to status, body and Connection header, or the error code. */
function request(port: number, path: string, method = 'GET') {
  const agent = new http.Agent({ keepAlive: true })
  return new Promise<{ status?: number; body?: string; connection?: string; error?: string }>((resolve) => {
    const req = http.request({ port, host: '127.0.0.1', path, method, agent }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => (agent.destroy(), resolve({ status: res.statusCode, body, connection: res.headers.connection })))
    })
    req.on('error', (error: NodeJS.ErrnoException) => (agent.destroy(), resolve({ error: error.code ?? error.message })))
    req.end(method === 'POST' ? '{"email":"editor@example.com"}' : undefined)
  })
}

describe('graceful shutdown', () => {
  it('finishes the requests in flight, refuses new connections and exits 0 once none is left', async () => {
    const { server, port } = await slowServer(1500)
    const exits: number[] = []
    const shutdown = gracefulShutdown({ servers: [server], timeoutMs: 10_000, bounceMs: 0, log: quiet, exit: (code) => void exits.push(code) })
    const logins = [1, 2, 3].map((i) => request(port, `/api/users/login?${i}`, 'POST'))
    await sleep(300)
    expect(shutdown.inFlight()).toBe(3)
    const stopped = shutdown.stop('SIGTERM')
    expect(lifecycle().draining).toBe(true) // /api/health/ready answers 503 from now on (src/lib/health.ts)
    await sleep(50)
    expect((await request(port, '/after')).error).toBe('ECONNREFUSED')
    expect(exits).toEqual([]) // still finishing
    const answers = await Promise.all(logins)
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(answers.map((a) => a.body)).toEqual([1, 2, 3].map((i) => JSON.stringify({ done: `/api/users/login?${i}` })))
    expect(answers.every((a) => a.connection === 'close')).toBe(true)
    await stopped
    expect(exits).toEqual([0])
  })

  it('answers a request sent on an idle keep-alive connection after the signal, and closes idle ones after idleMs', async () => {
    const { server, port } = await slowServer(10)
    const exits: number[] = []
    const shutdown = gracefulShutdown({ servers: [server], timeoutMs: 10_000, idleMs: 400, bounceMs: 0, log: quiet, exit: (code) => void exits.push(code) })
    // Two connections kept open by a proxy's pool, idle when the signal comes (nginx may be writing on one of them).
    const pool = new http.Agent({ keepAlive: true, maxSockets: 2 })
    const viaPool = (path: string) =>
      new Promise<{ status?: number; connection?: string; error?: string }>((resolve) => {
        http
          .get({ port, host: '127.0.0.1', path, agent: pool }, (res) => (res.resume(), res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }))))
          .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }))
      })
    await Promise.all([viaPool('/a'), viaPool('/b')])
    const closed: number[] = []
    const started = Date.now()
    for (const socket of Object.values(pool.freeSockets).flat()) socket?.once('close', () => closed.push(Date.now() - started))
    const stopped = shutdown.stop('SIGTERM')
    await sleep(100)
    expect(closed).toEqual([]) // not closed at the signal
    const late = await viaPool('/late') // on one of the pooled connections
    expect(late).toEqual({ status: 200, connection: 'close' })
    await stopped
    expect(exits).toEqual([0])
    expect(closed).toHaveLength(2)
    expect(Math.max(...closed)).toBeGreaterThanOrEqual(400) // the one left idle: after idleMs
    pool.destroy()
  })

  it('then answers GET, HEAD and OPTIONS 503 for bounceMs, serving the rest, before it closes the port', async () => {
    // The server's handler asks `bounce` first, as scripts/serve.mjs does.
    const holder: { shutdown?: ReturnType<typeof gracefulShutdown> } = {}
    const server = http.createServer((req, res) => {
      if (holder.shutdown?.bounce(req, res)) return
      void sleep(10).then(() => res.end(JSON.stringify({ done: req.url })))
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const exits: number[] = []
    const shutdown = (holder.shutdown = gracefulShutdown({ servers: [server], timeoutMs: 10_000, bounceMs: 500, log: quiet, exit: (code) => void exits.push(code) }))
    expect((await request(port, '/before')).status).toBe(200)
    const stopped = shutdown.stop('SIGTERM')
    await sleep(50)
    const [get, post] = [await request(port, '/page'), await request(port, '/api/users/login', 'POST')]
    expect(get).toMatchObject({ status: 503, connection: 'close' })
    expect(post).toMatchObject({ status: 200, connection: 'close', body: JSON.stringify({ done: '/api/users/login' }) })
    await stopped
    expect((await request(port, '/after')).error).toBe('ECONNREFUSED')
    expect(exits).toEqual([0])
  })

  it('keeps serving, not ready, for the delay before it closes the port', async () => {
    const { server, port } = await slowServer(10)
    const exits: number[] = []
    const shutdown = gracefulShutdown({ servers: [server], timeoutMs: 10_000, delayMs: 500, bounceMs: 0, log: quiet, exit: (code) => void exits.push(code) })
    const stopped = shutdown.stop('SIGTERM')
    expect(lifecycle().draining).toBe(true)
    expect((await request(port, '/during-the-delay')).status).toBe(200)
    await stopped
    expect((await request(port, '/after')).error).toBe('ECONNREFUSED')
    expect(exits).toEqual([0])
  })

  it('cuts what outlasts the deadline and exits 1', async () => {
    const { server, port } = await slowServer(5000)
    const exits: number[] = []
    const shutdown = gracefulShutdown({ servers: [server], timeoutMs: 300, bounceMs: 0, log: quiet, exit: (code) => void exits.push(code) })
    const slow = request(port, '/slow')
    await sleep(100)
    const started = Date.now()
    void shutdown.stop('SIGTERM')
    expect((await slow).error).toBeDefined()
    for (let i = 0; i < 50 && exits.length === 0; i++) await sleep(20)
    expect(exits).toEqual([1])
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('exits at once on a second signal', async () => {
    const { server, port } = await slowServer(5000)
    const exits: number[] = []
    const shutdown = gracefulShutdown({ servers: [server], timeoutMs: 10_000, log: quiet, exit: (code) => void exits.push(code) })
    void request(port, '/slow')
    await sleep(100)
    void shutdown.stop('SIGTERM')
    await shutdown.stop('SIGINT')
    expect(exits).toEqual([1])
  })
})
