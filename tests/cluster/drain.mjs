/**
 * A replica stopped under load through nginx loses no request (docs/operations.md, "Stopping a replica"): a steady
 * stream of requests over HTTPS through nginx (pages, the public API, search, health, and editors' logins, POSTs
 * that nginx never sends twice), SIGTERM to one replica in the middle of it with logins in flight, and the stream
 * goes on until after that replica has exited. Every request must get its answer (no error, no 5xx, every login a
 * token); the replica must exit 0 (it finished what it had, within its deadline). Used by tests/cluster/run.mjs.
 */
import https from 'node:https'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @param {{ front: { port: number, ca: Buffer }, victim: import('node:child_process').ChildProcess, email: string, password: string, origin: string, check: (ok: boolean, message: string) => void, log: (message: string) => void }} options
 */
export async function checkDrainUnderLoad({ front, victim, email, password, origin, check, log }) {
  const agent = new https.Agent({ ca: front.ca, keepAlive: true, maxSockets: 16 })
  const send = (pathname, { method = 'GET', body } = {}) =>
    new Promise((resolve) => {
      const headers = body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin } : {}
      const req = https.request({ host: 'localhost', port: front.port, path: pathname, method, headers, agent }, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }))
        res.on('error', (error) => resolve({ error: error.code ?? error.message }))
      })
      req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')))
      req.on('error', (error) => resolve({ error: error.code ?? error.message }))
      req.end(body)
    })

  const results = { total: 0, logins: 0, failures: /** @type {string[]} */ ([]) }
  const record = (label, answer, ok) => {
    results.total++
    if (!ok) results.failures.push(`${label}: ${answer.error ?? answer.status}`)
  }
  const login = async () => {
    const answer = await send('/api/users/login', { method: 'POST', body: JSON.stringify({ email, password }) })
    results.logins++
    let token = ''
    try {
      token = JSON.parse(answer.body ?? '{}').token ?? ''
    } catch {
      // not JSON: a failure below
    }
    record('POST /api/users/login', answer, answer.status === 200 && Boolean(token))
  }
  // Pages and API reads, half of them with a query of their own so that they reach a replica past both caches.
  const urls = ['/', '/about', '/ar', '/ar/about', '/api/v1/pages/by-url/about?languageId=2', '/searchresult?q=salalah', '/api/health/live', '/privacy']
  let running = true
  let n = 0
  const worker = async () => {
    while (running) {
      const url = urls[n++ % urls.length]
      const unique = n % 2 === 0 ? `${url}${url.includes('?') ? '&' : '?'}drain=${n}` : url
      const answer = await send(unique)
      record(`GET ${unique}`, answer, typeof answer.status === 'number' && answer.status < 400)
    }
  }
  const workers = Array.from({ length: 6 }, worker)

  await sleep(2000)
  // Logins in flight when the replica is told to stop (nginx's login zone allows a burst of 5 from one address).
  const inFlight = [login(), login(), login()]
  await sleep(30)
  const signalled = Date.now()
  const exited = new Promise((resolve) => victim.once('exit', (code, signal) => resolve(signal ?? code)))
  log('SIGTERM to replica B under load')
  victim.kill('SIGTERM')
  await Promise.all(inFlight)
  const code = await Promise.race([exited, sleep(40_000).then(() => 'still running after 40 s')])
  const stoppedAfter = Date.now() - signalled
  await login()
  await sleep(3000)
  await login()
  running = false
  await Promise.all(workers)
  agent.destroy()
  log(`${results.total} requests through nginx (${results.logins} logins); replica B exited ${code} after ${stoppedAfter} ms`)
  check(code === 0, `the replica stopped under load exits 0 once its requests are finished (${code}, ${stoppedAfter} ms after SIGTERM)`)
  check(results.total > 50 && results.failures.length === 0, `SIGTERM to one replica under load through nginx: ${results.failures.length} of ${results.total} requests failed (${results.failures.slice(0, 5).join('; ') || 'none'})`)
}
