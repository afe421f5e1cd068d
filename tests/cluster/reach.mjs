/**
 * Who reaches a replica and whom it believes, for tests/cluster/run.mjs. The replicas run as `npm run start:cluster`
 * runs them: TRUST_PROXY=1 with HOST and TRUSTED_PROXIES unset (loopback for both; src/lib/network.mjs). It checks
 *   - replica A listens on 127.0.0.1 and ::1, where `/` answers 200 (no redirect), and on no other address: not
 *     127.0.0.2, not the machine's network addresses;
 *   - replica B, also given another address in HOST, answers `/` there with 200 too;
 *   - a request from an address that is not a trusted proxy (127.0.0.2) cannot choose its client address: ratings
 *     sent with a new X-Forwarded-For each are counted as that address's own, refused after the 10th; nor its host
 *     and scheme (X-Forwarded-Host and -Proto, which next-intl's redirects would be built from).
 */
import http from 'node:http'
import os from 'node:os'

/** Status, `Location` and `Link`, or the connection error's code. */
function get(host, port, { localAddress, path = '/', headers = {} } = {}) {
  return new Promise((resolve) => {
    // A minute: the first request renders the page, on a busy machine in seconds.
    const req = http.request({ host, port, path, localAddress, headers, agent: false, timeout: 60_000 }, (res) => {
      res.resume().on('end', () => resolve({ status: res.statusCode, location: res.headers.location ?? '', link: res.headers.link ?? '' }))
    })
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })))
    req.on('error', (error) => resolve({ error: error.code ?? error.message }))
    req.end()
  })
}

function post(port, pathname, body, { localAddress, headers }) {
  return new Promise((resolve) => {
    const data = JSON.stringify(body)
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method: 'POST', localAddress, agent: false, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (res) => res.resume().on('end', () => resolve(res.statusCode)),
    )
    req.on('error', (error) => resolve(error.code ?? error.message))
    req.end(data)
  })
}

const hasIpv6Loopback = () => Object.values(os.networkInterfaces()).flat().some((i) => i?.internal && i.address === '::1')
const networkAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && !i.internal && !(i.family === 'IPv6' && i.scopeid))
    .map((i) => i.address)

const shown = (answer) => answer.error ?? `${answer.status}${answer.location ? ` → ${answer.location}` : ''}`

/** `portA`: a replica with HOST unset; `portB`: one with HOST=localhost,`otherAddress`. */
export async function checkReach({ portA, portB, otherAddress, site, check, log }) {
  const loopback = hasIpv6Loopback() ? ['127.0.0.1', '::1'] : ['127.0.0.1']
  if (loopback.length === 1) log('this machine has no ::1: IPv6 loopback not checked')
  for (const host of loopback) {
    const answer = await get(host, portA)
    check(answer.status === 200, `replica A answers / on ${host} with 200 (${shown(answer)})`)
  }
  for (const host of ['127.0.0.2', ...networkAddresses()]) {
    const answer = await get(host, portA)
    check(answer.error === 'ECONNREFUSED', `replica A does not listen on ${host} (${shown(answer)})`)
  }
  const other = await get(otherAddress, portB)
  check(other.status === 200, `replica B, given HOST=localhost,${otherAddress}, answers / there with 200 (${shown(other)})`)

  // What the server builds from the request's host and scheme (next-intl's redirects; its Link header is switched
  // off, ADR 0036) must not take them from a direct peer's X-Forwarded-Host and -Proto. A new query string: not an
  // answer the origin cache kept.
  const forgedHost = await get('127.0.0.1', portA, {
    localAddress: '127.0.0.2',
    path: `/en/about?direct=${Date.now()}`,
    headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  })
  check(
    forgedHost.status >= 300 && forgedHost.status < 400 && /\/about\?direct=/.test(forgedHost.location) && !/evil\.example|https:/.test(`${forgedHost.location} ${forgedHost.link}`),
    `a direct request's X-Forwarded-Host and -Proto are not believed (${shown(forgedHost)}; Link: ${forgedHost.link || 'none'})`,
  )

  const statuses = []
  for (let i = 0; i < 12; i++) {
    const forged = `203.0.113.${100 + i}`
    statuses.push(
      await post(portA, '/PgTempRatingResult/add', { pageName: 'home-page', result: 3, max: 5, visitorIp: forged, sessionId: `session_${Date.now()}_direct${i}` }, {
        localAddress: '127.0.0.2',
        headers: { origin: site, 'x-forwarded-for': forged },
      }),
    )
  }
  log(`ratings from 127.0.0.2, each with its own X-Forwarded-For: ${statuses.join(' ')}`)
  check(
    statuses.slice(0, 10).every((s) => s === 200) && statuses.slice(10).every((s) => s === 429),
    'a direct request from an address that is not a trusted proxy cannot choose its client address: the 11th rating is refused',
  )
}
