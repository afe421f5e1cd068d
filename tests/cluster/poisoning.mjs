/**
 * The security review's cache-poisoning attempts against the real site, for tests/cluster/run.mjs: through nginx
 * (its micro-cache, HTTPS) in front of the replicas, and on a replica directly (the origin's response cache, which
 * answers nginx's misses). Each attempt is made first, then a visitor's request must get what Next would have
 * answered them (docs/decisions/0036-what-the-caches-key-on.md):
 *   1. `x-middleware-prefetch: 1` (Next answered `{}` with private, no-store, kept for everyone);
 *   2. `Cookie: NEXT_LOCALE=ar; NEXT_LOCALE=xx` (Next reads the last, "xx": the English page and `NEXT_LOCALE=en`
 *      were kept under the key of "ar", and a visitor remembered in Arabic was switched to English for a year);
 *      and `Sec-Fetch-Dest: empty` (an answer without the language cookie kept for first visits);
 *   3. a made-up Host (next-intl's `Link` header named it, and the origin kept it for everyone; nginx refuses it).
 * And that normal visitors are still served from the caches: a first visit is kept with its language cookie.
 */
import http from 'node:http'
import https from 'node:https'

/**
 * Status, headers and body of one request: to a replica ({ port }), or over HTTPS through nginx ({ port, ca }); with
 * `servername`, a TLS handshake for that name, whose certificate is not checked (only nginx's refusal counts).
 */
export function request(target, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port: target.port, path: pathname, headers, agent: false }
    const req = target.ca
      ? https.request({ ...options, ca: target.ca, servername: target.servername ?? 'localhost', rejectUnauthorized: !target.servername, headers: { host: `localhost:${target.port}`, ...headers } }, respond)
      : http.request(options, respond)
    function respond(res) {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }))
    }
    req.on('error', reject)
    req.end()
  })
}

/** The page's language, `{}`, or what else the body is. */
const language = (r) => /<html lang="([a-z]+)"/.exec(r.body)?.[1] ?? (r.body.trim() === '{}' ? '{}' : r.body.startsWith('{') ? 'JSON' : 'no page')
const cookie = (r) => (r.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join(' ') || 'none'
const described = (r) => `${r.status} ${r.status === 200 ? language(r) : (r.headers.location ?? '')}, cookie ${cookie(r)}${r.headers['x-micro-cache'] ? `, ${r.headers['x-micro-cache']}` : ''}`

/**
 * `front`: nginx's HTTPS ({ port, ca }); `replicas`: the replicas' ports. `check(ok, message)` records a result.
 */
export async function checkPoisoning({ front, replicas, check, log }) {
  const run = Date.now().toString(36)
  const targets = [
    ['through nginx', front],
    ...replicas.map((port, i) => [`on replica ${'AB'[i]}`, { port }]),
  ]
  for (const [where, target] of targets) {
    const tag = `${run}${where.at(-1)}`
    // 1. Internal headers: every page, the public API, the search screen (the origin keeps it, opted in).
    for (const url of [`/about?p=${tag}`, `/api/v1/pages/by-url/home?languageId=2&p=${tag}`, `/searchresult?q=p${tag}`]) {
      const attempt = await request(target, url, { 'x-middleware-prefetch': '1', 'accept-encoding': 'identity' })
      const visitors = [await request(target, url), await request(target, url)]
      const ok = [attempt, ...visitors].every((r) => r.status === 200 && r.body.trim() !== '{}' && r.body.length > 100)
      check(ok, `${where}: x-middleware-prefetch on ${url.split('?')[0]} is ignored; the visitors after it get the real answer (${visitors.map(described).join('; ')})`)
    }
    // 2. The remembered language: a repeated cookie, then a visitor remembered in Arabic.
    for (const url of [`/news-list?l=${tag}`, '/']) {
      const attempt = await request(target, url, { cookie: 'NEXT_LOCALE=ar; NEXT_LOCALE=xx' })
      const arabic = [await request(target, url, { cookie: 'NEXT_LOCALE=ar' }), await request(target, url, { cookie: 'NEXT_LOCALE=ar' })]
      const redirected = arabic.every((r) => r.status === 307 && (r.headers.location ?? '').includes('/ar') && !r.headers['set-cookie'])
      check(language(attempt) === 'en' && redirected, `${where}: after "NEXT_LOCALE=ar; NEXT_LOCALE=xx" on ${url} (${described(attempt)}), a visitor remembered in Arabic is sent to /ar and keeps their cookie (${arabic.map(described).join('; ')})`)
    }
    const fetched = `/ar/about?f=${tag}`
    const background = await request(target, fetched, { 'sec-fetch-dest': 'empty' })
    const firsts = [await request(target, fetched, { 'sec-fetch-dest': 'document' }), await request(target, fetched)]
    check(cookie(background) === 'none' && firsts.every((r) => cookie(r) === 'NEXT_LOCALE=ar'), `${where}: after a background request (Sec-Fetch-Dest: empty) to ${fetched.split('?')[0]}, a first visit is still told "ar" (${firsts.map(described).join('; ')})`)
    // Normal visitors: a first visit is kept with its cookie (nginx: a HIT within its second).
    const first = `/ar/news-list?v=${tag}`
    const visits = [await request(target, first), await request(target, first)]
    const kept = where !== 'through nginx' || visits[1].headers['x-micro-cache'] === 'HIT'
    check(kept && visits.every((r) => r.status === 200 && cookie(r) === 'NEXT_LOCALE=ar'), `${where}: two first visits to ${first.split('?')[0]} are both told "ar"${where === 'through nginx' ? ', the second from the micro-cache' : ''} (${visits.map(described).join('; ')})`)
  }
  // 3. A made-up host: refused by nginx (the TLS handshake for an unknown name, and plain Host on a known one)…
  const handshake = await request({ ...front, servername: 'evil.example' }, '/').then((r) => `${r.status}`, (error) => error.code ?? String(error))
  check(handshake !== '200', `through nginx: a TLS handshake for evil.example is refused (${handshake})`)
  const host = await request(front, '/', { host: 'evil.example' }).then((r) => `${r.status}`, (error) => error.code ?? String(error))
  check(host !== '200', `through nginx: Host evil.example on the site's certificate is refused (${host})`)
  // … and on a replica, the made-up host is in no answer kept for others (no Link header built from it).
  const url = `/news-list?h=${run}`
  await request({ port: replicas[0] }, url, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })
  const visitor = await request({ port: replicas[0] }, url)
  const leaked = JSON.stringify(visitor.headers).includes('evil.example') || visitor.body.includes('evil.example')
  check(!leaked && !visitor.headers.link, `on replica A: a request with Host evil.example leaves no trace in the next visitor's answer (Link: ${visitor.headers.link ?? 'none'})`)
  log('poisoning attempts done')
}
