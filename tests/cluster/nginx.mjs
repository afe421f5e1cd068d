#!/usr/bin/env node
/**
 * The nginx configuration (deploy/nginx/dhofar.conf.template) in front of stand-in replicas, checked without
 * building the site: `nginx -t` accepts it, and
 *   - the micro-cache: a public page and an /api/v1 read are answered from the cache within its second (the replica
 *     is not asked again) and fetched again after it; an editor's request (Payload's session cookie, Next's
 *     draft-mode cookie, an Authorization header), a POST, /admin, Payload's REST and the health checks always
 *     reach the replica, and an editor's answer is never served to a visitor; an answer that sets any cookie but
 *     the remembered language's is never replayed from the cache, and a first visit (told its page's language) is
 *     still cached;
 *   - what the caches key on (docs/decisions/0036-what-the-caches-key-on.md): headers only Next's own pipeline may
 *     send never reach a replica (a visitor's `x-middleware-prefetch: 1` made every later visitor get `{}`); an
 *     answer marked private or no-store, of another Content-Type than its address's or varying on Next-URL is never
 *     kept; the remembered language is keyed as next-intl reads it (a repeated or odd NEXT_LOCALE is never cached:
 *     "ar; xx" made Arabic visitors get the English page and cookie) and with Sec-Fetch-Dest, and an answer is kept
 *     only with the language cookie its key predicts; a Host that is not the site's is refused;
 *   - the replica is told the client's address (the last X-Forwarded-For entry) and the scheme;
 *   - gzip for HTML and the other types the configuration lists, also for a request that came through a proxy;
 *   - the rating and login endpoints answer 429 from nginx past their zones' burst;
 *   - failover: GETs still answer 200 with one replica refusing connections or answering 502, a rating (the one write
 *     nginx sends twice, safe since a second delivery is a 409) reaches the other replica, and a cached page is
 *     served stale while its only replica errors or is gone;
 *   - the image optimizer's micro-cache keeps one copy per format the client accepts (a client that did not ask for
 *     AVIF never gets the AVIF copy), and immutable assets carry one Cache-Control header, not two.
 * Then the same template with TLS (a throwaway certificate): HTTPS over HTTP/2 with TLS 1.3, plain HTTP redirecting
 * to it except ACME's challenges, the scheme passed on, and the replica's Strict-Transport-Security sent once. The
 * grade of the real site behind it: tests/cluster/run.mjs. Run by `npm test -- cluster` before the replicas' test.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import { gunzipSync } from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'

import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies.js'

import { freePort, makeTestCertificate, startNginx, waitForPort } from '../../scripts/lib/services.mjs'

const failures = []
const check = (ok, message) => {
  console.log(`${ok ? '  ✔' : '  ✖'} ${message}`)
  if (!ok) failures.push(message)
}

const HSTS = 'max-age=63072000; includeSubDomains' // next.config.ts

const TYPES = { css: 'text/css', js: 'application/javascript', svg: 'image/svg+xml', xml: 'application/xml', rss: 'application/rss+xml', ics: 'text/calendar', woff2: 'font/woff2' }
/** A body long enough for gzip (gzip_min_length 512). */
const padded = (text) => `${text}\n${'<p>Khareef in Dhofar.</p>\n'.repeat(40)}`

/**
 * A replica as nginx sees it: Next's image optimizer (Vary: Accept), its immutable assets' own header, and pages and
 * /api/v1 answers that count the requests per address (`hits`), keep the headers of the last request (`seen`), tell
 * what they were sent (X-Seen-For, X-Seen-Proto), answer "draft" to an editor, set a cookie on /set-cookie…, and
 * NEXT_LOCALE like next-intl 4.14 (`languageCookie`). What Next 16.4 answers a visitor who sends an internal header
 * or a subresource's Sec-Fetch-Dest, and answers of the wrong type, private, varying on Next-URL or with a
 * remembered language where none is due, on addresses of their own. `mode` 'ok', or '500' to fail every page;
 * `delay` (ms) before answering /slow….
 */
function fakeReplica() {
  let imageRequests = 0
  const hits = new Map()
  const seen = new Map()
  const state = { mode: 'ok', version: 'v1', delay: 0 }
  const server = http.createServer((req, res) => {
    req.resume()
    const count = (hits.get(req.url) ?? 0) + 1
    hits.set(req.url, count)
    seen.set(req.url, req.headers)
    if (req.url.startsWith('/_next/image')) {
      imageRequests++
      const accept = req.headers.accept ?? ''
      const format = /image\/avif/.test(accept) ? 'avif' : /image\/webp/.test(accept) ? 'webp' : 'jpeg'
      res.writeHead(200, { 'Content-Type': `image/${format}`, Vary: 'Accept', 'Cache-Control': 'public, max-age=60, must-revalidate', 'Strict-Transport-Security': HSTS })
      return res.end(format)
    }
    const pathname = req.url.split('?')[0]
    const extension = /\.([a-z0-9]+)$/.exec(pathname)?.[1] ?? ''
    if (req.url.startsWith('/_next/static/') || req.url.startsWith('/fonts/')) {
      res.writeHead(200, { 'Content-Type': TYPES[extension] ?? 'application/octet-stream', 'Cache-Control': 'public, max-age=31536000, immutable', 'Strict-Transport-Security': HSTS })
      return res.end(padded('asset'))
    }
    if (pathname.startsWith('/slow') && state.delay > 0) {
      const delay = state.delay
      const cookie = languageCookie(req, pathname, 'en', undefined) ? { 'Set-Cookie': 'NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=lax' } : {}
      return setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'text/html', 'X-Answer': `${state.version} published ${count}`, ...cookie })
        res.end(padded('<!doctype html><title>slow</title>'))
      }, delay)
    }
    if (state.mode === '500') {
      res.writeHead(500, { 'Content-Type': 'text/plain' })
      return res.end('replica error')
    }
    // Next 16.4 for a page that is not pre-rendered, to anyone who sends `x-middleware-prefetch` (base-server.js).
    if (req.headers['x-middleware-prefetch']) {
      res.writeHead(200, { 'Cache-Control': PRIVATE, 'X-Middleware-Skip': '1' })
      return res.end('{}')
    }
    // Next's 404 for a subresource (Sec-Fetch-Dest image, script…): plain text, private.
    if (pathname.startsWith('/missing') && /^(?:image|script|style|font)$/.test(req.headers['sec-fetch-dest'] ?? '')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE })
      return res.end('Not Found')
    }
    const cookie = req.headers.cookie ?? ''
    const editor = Boolean(req.headers.authorization) || /(?:^|;\s*)(?:payload-token|__prerender_bypass)=/.test(cookie)
    const locale = /^\/ar(?:\/|$)/.test(pathname) ? 'ar' : 'en'
    const remembered = new RequestCookies(new Headers({ cookie })).get('NEXT_LOCALE')?.value
    // next-intl: an unprefixed page for a visitor remembered in Arabic is a redirect.
    if (!pathname.startsWith('/api/') && locale === 'en' && remembered === 'ar') {
      res.writeHead(307, { Location: `/ar${req.url}` })
      return res.end()
    }
    const rsc = req.headers.rsc === '1'
    let type = pathname.startsWith('/api/') ? 'application/json' : rsc ? 'text/x-component' : (TYPES[extension] ?? 'text/html')
    if (pathname.startsWith('/typed-json')) type = 'application/json'
    if (pathname.startsWith('/api/v1/typed-html') || pathname.startsWith('/rsc-html')) type = 'text/html; charset=utf-8'
    // What the TLS checks look at: the scheme nginx passes on, and the application's HSTS header (on every answer).
    const headers = {
      'Content-Type': type,
      'Strict-Transport-Security': HSTS,
      'X-Seen-Proto': req.headers['x-forwarded-proto'] ?? '',
      'X-Seen-For': req.headers['x-forwarded-for'] ?? '',
      // scripts/serve.mjs echoes the request id it was given (src/lib/request-log.mjs).
      'X-Request-Id': req.headers['x-request-id'] ?? 'none',
      'X-Answer': `${state.version} ${editor ? 'draft' : 'published'} ${count}`,
      'X-Language': locale,
    }
    if (pathname.startsWith('/private')) headers['Cache-Control'] = PRIVATE
    if (pathname.startsWith('/intercepted')) headers.Vary = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, next-url'
    if (pathname.startsWith('/wrong-cookie')) headers['Set-Cookie'] = `NEXT_LOCALE=ar; Path=/; Max-Age=31536000; SameSite=lax`
    else if (pathname.startsWith('/set-cookie') || pathname.startsWith('/api/v1/set-cookie')) headers['Set-Cookie'] = `session=secret-${count}; Path=/; HttpOnly`
    // Another cookie beside the language's. Written first: nginx 1.22 (Debian 12) shows a map only the first
    // Set-Cookie of an answer (1.23 joins them all), see the template's note on $unexpected_cookie.
    else if (pathname.startsWith('/set-two-cookies')) headers['Set-Cookie'] = [`session=secret-${count}; Path=/; HttpOnly`, `NEXT_LOCALE=${locale}; Path=/; Max-Age=31536000; SameSite=lax`]
    else if (languageCookie(req, pathname, locale, remembered)) headers['Set-Cookie'] = `NEXT_LOCALE=${locale}; Path=/; Expires=${new Date(Date.now() + 31536000_000).toUTCString()}; Max-Age=31536000; SameSite=lax`
    res.writeHead(pathname.startsWith('/missing') ? 404 : 200, headers)
    res.end(padded(type === 'application/json' ? JSON.stringify({ isDone: true, data: editor ? 'draft' : 'published' }) : `<!doctype html><title>${editor ? 'draft' : 'published'}</title>`))
  })
  return { server, state, images: () => imageRequests, hits: (url) => hits.get(url) ?? 0, seen: (url) => seen.get(url) ?? {} }
}

const PRIVATE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * Whether next-intl 4.14's proxy (src/proxy.ts removes Accept-Language) sends the page's language as a cookie: on a
 * page (not /api, not a file), to a document request (no Sec-Fetch-Dest, or "document") whose remembered language,
 * as Next's cookie parser reads it (the last of repeated cookies), is another one or none.
 */
function languageCookie(req, pathname, locale, remembered) {
  if (pathname.startsWith('/api/') || pathname.includes('.')) return false
  const dest = req.headers['sec-fetch-dest']
  return (dest === undefined || dest === 'document') && remembered !== locale
}

/** A replica that answers 502 to everything (a proxy in front of a dead process), counting its requests. */
function badGateway() {
  let requests = 0
  let posts = 0
  const server = http.createServer((req, res) => {
    requests++
    if (req.method === 'POST') posts++
    req.resume()
    res.writeHead(502, { 'Content-Type': 'text/plain' })
    res.end('bad gateway')
  })
  return { server, requests: () => requests, posts: () => posts }
}

/** Raw response headers, so a header sent twice is seen twice; the body as text and as bytes (for gzip). */
function request(port, pathname, { method = 'GET', headers = {}, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers, localAddress, agent: false }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        resolve({ status: res.statusCode, raw: res.rawHeaders, headers: res.headers, body: bytes.toString(), bytes })
      })
    })
    req.on('error', reject)
    req.end(method === 'POST' ? '{}' : undefined)
  })
}
const get = (port, pathname, headers = {}) => request(port, pathname, { headers })
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** Waits (up to `ms`) for `probe` to hold: nginx refreshes an expired entry in a background subrequest. */
async function eventually(probe, ms = 1500) {
  for (const end = Date.now() + ms; ; await sleep(50)) if (probe() || Date.now() > end) return probe()
}
/** proxy_cache_valid counts whole seconds: an entry kept for "1s" is stale at most 2 s after it was stored. */
const PAST_TTL_MS = 2200

/** An HTTP/2 request over TLS, trusting `ca`: status, headers (a header sent twice arrives as an array) and the session's TLS. */
function getHttps(port, ca, pathname) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://localhost:${port}`, { ca })
    session.on('error', reject)
    const request = session.request({ ':path': pathname })
    request.on('response', (headers) => {
      request.resume()
      request.on('end', () => {
        resolve({ status: headers[':status'], headers, tls: session.socket.getProtocol(), alpn: session.alpnProtocol })
        session.close()
      })
    })
    request.on('error', reject)
    request.end()
  })
}
const headerCount = (raw, name) => raw.filter((value, i) => i % 2 === 0 && value.toLowerCase() === name).length

/** The micro-cache: served from the cache within its second, fetched again after it. */
async function checkMicroCache(port, replica) {
  const urls = ['/about', '/api/v1/pages/by-url/home?languageId=2']
  for (const url of urls) {
    const first = await get(port, url)
    const second = await get(port, url)
    check(first.status === 200 && second.headers['x-micro-cache'] === 'HIT' && replica.hits(url) === 1, `${url}: the second request within the second is served from the cache (${second.headers['x-micro-cache']}, replica asked ${replica.hits(url)}×)`)
  }
  await sleep(PAST_TTL_MS)
  for (const url of urls) {
    const late = await get(port, url)
    const asked = await eventually(() => replica.hits(url) === 2)
    check(late.status === 200 && asked, `${url}: after the TTL the replica is asked again (${late.headers['x-micro-cache']}, replica asked ${replica.hits(url)}×)`)
  }
}

/**
 * Under a peak: identical requests for a URL not in the cache wait for one answer (proxy_cache_lock), and after the
 * TTL the old copy is answered at once while one background request refreshes it (proxy_cache_background_update
 * with use_stale updating), so a slow replica does not slow visitors down.
 */
async function checkPeak(port, replica) {
  replica.state.delay = 400
  const url = '/slow-lock'
  const statuses = (await Promise.all([0, 1, 2, 3, 4].map(() => get(port, url)))).map((r) => r.status)
  check(statuses.every((status) => status === 200) && replica.hits(url) === 1, `5 simultaneous requests for an uncached page: the replica is asked once (${replica.hits(url)}×; ${statuses.join(' ')})`)
  replica.state.delay = 0
  const refreshed = '/slow-refresh'
  await get(port, refreshed)
  await sleep(PAST_TTL_MS)
  replica.state.delay = 1500
  const started = Date.now()
  const stale = await get(port, refreshed)
  const waited = Date.now() - started
  const asked = await eventually(() => replica.hits(refreshed) === 2, 3000)
  check(stale.status === 200 && waited < 750 && asked, `after the TTL, with the replica taking 1.5 s: the old copy in ${waited} ms (${stale.headers['x-micro-cache']}), refreshed in the background (replica asked ${replica.hits(refreshed)}×)`)
  replica.state.delay = 0 // the background request, already asked, still answers after 1.5 s
}

/** Editors, writes, the admin and Payload's REST always reach the replica, and an editor's answer is not kept. */
async function checkNeverCached(port, replica) {
  const editors = [
    ["Payload's session cookie", { Cookie: 'theme=dark; payload-token=eyJhbGciOi.editor' }],
    ['an Authorization header', { Authorization: 'Bearer eyJhbGciOi.editor' }],
    ["Next's draft-mode cookie", { Cookie: '__prerender_bypass=0123456789abcdef' }],
  ]
  for (const [who, headers] of editors) {
    for (const base of ['/news-list', '/api/v1/pages/by-url/news']) {
      const url = `${base}?editor=${encodeURIComponent(who)}`
      const editor = await get(port, url, headers)
      const visitor = await get(port, url)
      const visitorAgain = await get(port, url)
      const editorAgain = await get(port, url, headers)
      check(!visitor.headers['x-answer']?.includes('draft') && replica.hits(url) >= 2, `${base}, ${who}: a visitor after the editor is not served the editor's answer (${visitor.headers['x-answer']})`)
      check(visitorAgain.headers['x-micro-cache'] === 'HIT', `${base}: the visitor's answer is cached (${visitorAgain.headers['x-micro-cache']})`)
      check(editor.headers['x-answer']?.includes('draft') && editorAgain.headers['x-answer']?.includes('draft') && replica.hits(url) === 3, `${base}, ${who}: the editor always reaches the replica, also with the page cached (replica asked ${replica.hits(url)}×: ${editorAgain.headers['x-micro-cache']})`)
    }
  }
  for (const url of ['/contact-us?write=1', '/api/v1/ratings?write=1']) {
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await request(port, url, { method: 'POST', headers: { 'Content-Type': 'application/json' } })).status)
    check(statuses.every((status) => status === 200) && replica.hits(url) === 3, `${url}: every POST reaches the replica (${replica.hits(url)} of 3)`)
  }
  for (const url of ['/admin', '/admin/collections/pages?limit=10', '/api/pages?where[uniqueUrl][equals]=about', '/api/users/me', '/api/globals/header', '/api/health', '/api/health/live', '/api/health/ready']) {
    const first = await get(port, url)
    const second = await get(port, url)
    check(first.status === 200 && replica.hits(url) === 2 && !second.headers['x-micro-cache'], `${url}: never cached (replica asked ${replica.hits(url)} of 2×${second.headers['x-micro-cache'] ? `, ${second.headers['x-micro-cache']}` : ''})`)
  }
}

/** An answer that sets a cookie is never replayed from the cache; the remembered language still reaches the browser. */
async function checkSetCookie(port, replica) {
  for (const url of ['/set-cookie-page', '/api/v1/set-cookie', '/set-two-cookies']) {
    const first = await get(port, url)
    const second = await get(port, url)
    const session = (r) => r.headers['set-cookie']?.find((cookie) => cookie.startsWith('session='))
    const [a, b] = [session(first), session(second)]
    const fresh = a?.startsWith('session=secret-1') && b?.startsWith('session=secret-2') && second.headers['x-micro-cache'] !== 'HIT'
    check(fresh && replica.hits(url) === 2, `${url}: the second visitor gets the replica's own cookie, not the first one's from the cache (${b?.split(';')[0]}, ${second.headers['x-micro-cache']})`)
  }
  // A first visit (no cookie) is told the page's language, and is still served from the cache: the cookie is a
  // function of the address and the visitor's NEXT_LOCALE, both in the key.
  for (const [url, locale] of [['/first-visit', 'en'], ['/ar/first-visit', 'ar']]) {
    const visits = [await get(port, url), await get(port, url)]
    const told = visits.every((r) => r.headers['set-cookie']?.length === 1 && r.headers['set-cookie'][0].startsWith(`NEXT_LOCALE=${locale};`))
    check(told && visits[1].headers['x-micro-cache'] === 'HIT' && replica.hits(url) === 1, `NEXT_LOCALE: a first visit to ${url} is told "${locale}" and the second is a HIT (${visits[1].headers['x-micro-cache']}, replica asked ${replica.hits(url)}×)`)
  }
  const switching = await get(port, '/ar/about', { Cookie: 'NEXT_LOCALE=en' })
  const switchingAgain = await get(port, '/ar/about', { Cookie: 'NEXT_LOCALE=en' })
  check([switching, switchingAgain].every((r) => r.headers['set-cookie']?.[0]?.startsWith('NEXT_LOCALE=ar')), 'NEXT_LOCALE: a visitor remembered in English who opens /ar is told to remember Arabic, every time')
  await get(port, '/ar/about', { Cookie: 'NEXT_LOCALE=ar' })
  const remembered = await get(port, '/ar/about', { Cookie: 'NEXT_LOCALE=ar' })
  check(remembered.headers['x-micro-cache'] === 'HIT' && !remembered.headers['set-cookie'], `NEXT_LOCALE: /ar for a visitor remembered in Arabic is cached, without a cookie (${remembered.headers['x-micro-cache']})`)
}

/** Request headers only Next's own pipeline may send never reach a replica; Next's answer to one is never kept. */
async function checkInternalHeaders(port, replica) {
  const internal = { 'X-Middleware-Prefetch': '1', 'X-Middleware-Subrequest': 'middleware', 'X-Now-Route-Matches': '1', 'X-Nextjs-Data': '1', 'X-Matched-Path': '/admin', 'Next-Resume': '1', 'X-Prerender-Revalidate': 'guess', 'Content-Security-Policy': "script-src 'nonce-abc'" }
  for (const url of ['/prefetch-page?x=1', '/api/v1/prefetch?x=1']) {
    const attempt = await get(port, url, internal)
    const reached = Object.keys(internal).filter((name) => name.toLowerCase() in replica.seen(url))
    check(reached.length === 0 && attempt.body !== '{}', `${url}: internal headers are not passed on (${reached.join(', ') || 'none reached the replica'}; answered ${attempt.body === '{}' ? '{}' : 'the page'})`)
    const visitors = [await get(port, url), await get(port, url)]
    check(visitors.every((r) => r.status === 200 && r.body !== '{}' && r.body.includes('Khareef')), `${url}: the visitors after it get the page, not {} (${visitors.map((r) => r.headers['x-micro-cache']).join(', ')})`)
  }
}

/**
 * Never kept: an answer marked private or no-store (Next's answer to a subresource's 404 too), one whose Content-Type
 * is not its address's, one that varies on Next-URL.
 */
async function checkNeverKeptAnswers(port, replica) {
  const cases = [
    ['/private-page', {}, 'marked private, no-store'],
    ['/typed-json', {}, 'JSON for a page'],
    ['/api/v1/typed-html', {}, 'HTML for the public API'],
    ['/rsc-html', { RSC: '1' }, 'HTML for a client-router request'],
    ['/intercepted', { RSC: '1' }, 'Vary: Next-URL'],
  ]
  for (const [url, headers, what] of cases) {
    const answers = [await get(port, url, headers), await get(port, url, headers)]
    check(replica.hits(url) === 2 && answers[1].headers['x-micro-cache'] !== 'HIT', `${url}: an answer ${what} is not kept (replica asked ${replica.hits(url)}×, ${answers[1].headers['x-micro-cache']})`)
  }
  const rsc = [await get(port, '/rsc-page', { RSC: '1' }), await get(port, '/rsc-page', { RSC: '1' })]
  check(rsc[1].headers['x-micro-cache'] === 'HIT' && rsc[1].headers['content-type'] === 'text/x-component', `/rsc-page: Next's RSC answer to a client-router request is kept (${rsc[1].headers['x-micro-cache']})`)
  const subresource = await get(port, '/missing-picture', { 'Sec-Fetch-Dest': 'image' })
  const visit = await get(port, '/missing-picture', { 'Sec-Fetch-Dest': 'document' })
  check(subresource.body === 'Not Found' && visit.status === 404 && visit.body.includes('<!doctype html>'), `/missing-picture: a visitor gets the HTML 404 page after a picture's plain-text 404 (${visit.headers['content-type']}, ${visit.headers['x-micro-cache']})`)
}

/**
 * The remembered language: keyed as next-intl reads it, and an answer kept only with the cookie its key predicts.
 * The two poisoning attempts of the security review, and what a visitor gets after each.
 */
async function checkLanguageKey(port, replica) {
  const url = '/news-list?repeated'
  const attempt = await get(port, url, { Cookie: 'NEXT_LOCALE=ar; NEXT_LOCALE=xx' })
  const arabic = [await get(port, url, { Cookie: 'NEXT_LOCALE=ar' }), await get(port, url, { Cookie: 'NEXT_LOCALE=ar' })]
  check(attempt.headers['x-language'] === 'en' && arabic.every((r) => r.status === 307 && !r.headers['set-cookie']), `a request with "NEXT_LOCALE=ar; NEXT_LOCALE=xx" (answered in English) leaves a visitor remembered in Arabic with the redirect to /ar, no cookie (${arabic.map((r) => `${r.status} ${r.headers['set-cookie']?.[0]?.split(';')[0] ?? 'no cookie'}`).join(', ')})`)
  const asked = replica.hits(url)
  const again = await get(port, url, { Cookie: 'NEXT_LOCALE=ar; NEXT_LOCALE=xx' })
  check(again.headers['x-micro-cache'] === 'BYPASS' && replica.hits(url) === asked + 1, `a request with a repeated NEXT_LOCALE is neither answered from the cache nor kept (${again.headers['x-micro-cache']})`)
  for (const [cookie, what] of [['NEXT_LOCALE=%61r', 'encoded'], ['NEXT_LOCALE=fr', 'no language of the site'], ['theme=dark;NEXT_LOCALE=en;x=NEXT_LOCALE', 'named twice']]) {
    const target = `/odd-cookie?${encodeURIComponent(what)}`
    await get(port, target, { Cookie: cookie })
    const second = await get(port, target, { Cookie: cookie })
    check(replica.hits(target) === 2, `a remembered language that is ${what} (${cookie}) is not kept (${second.headers['x-micro-cache']})`)
  }
  for (const [dest, label] of [['empty', 'Sec-Fetch-Dest: empty'], ['', 'an empty Sec-Fetch-Dest']]) {
    const page = `/ar/fetched?${dest || 'blank'}`
    const fetched = await get(port, page, { 'Sec-Fetch-Dest': dest })
    const visit = await get(port, page, { 'Sec-Fetch-Dest': 'document' })
    const plain = await get(port, page)
    const told = [visit, plain].every((r) => r.headers['set-cookie']?.[0]?.startsWith('NEXT_LOCALE=ar;'))
    check(!fetched.headers['set-cookie'] && told, `after a request with ${label} (no cookie sent), a first visit to ${page} is told "ar" (${visit.headers['x-micro-cache']}, ${plain.headers['x-micro-cache']})`)
  }
  const wrong = [await get(port, '/wrong-cookie'), await get(port, '/wrong-cookie')]
  check(replica.hits('/wrong-cookie') === 2 && wrong[1].headers['x-micro-cache'] !== 'HIT', `an English page that sets NEXT_LOCALE=ar is not kept (${wrong[1].headers['x-micro-cache']})`)
}

/** Only the site's own host names are served: another Host is refused before a replica is asked. */
async function checkHosts(port, replica) {
  const url = '/any-host'
  const refused = await get(port, url, { Host: 'evil.example' }).then(
    (r) => `${r.status}`,
    (error) => error.code ?? String(error),
  )
  check(refused === 'ECONNRESET' && replica.hits(url) === 0, `Host: evil.example is refused, the connection closed (${refused}; replica asked ${replica.hits(url)}×)`)
  const served = await get(port, url, { Host: `localhost:${port}` })
  check(served.status === 200, `Host: localhost is served (${served.status})`)
}

/** The replica is told the client's address (the last X-Forwarded-For entry, TRUST_PROXY=1) and the scheme. */
async function checkForwarded(port) {
  const client = '127.0.0.2' // a loopback address of its own, not nginx's 127.0.0.1
  for (const url of ['/admin/forwarded', '/forwarded-page']) {
    const spoofed = await request(port, url, { localAddress: client, headers: { 'X-Forwarded-For': '198.51.100.7' } })
    const plain = await request(port, `${url}?plain`, { localAddress: client })
    check(spoofed.headers['x-seen-for'] === `198.51.100.7, ${client}` && plain.headers['x-seen-for'] === client, `${url}: X-Forwarded-For ends with the client's address (${spoofed.headers['x-seen-for']}; ${plain.headers['x-seen-for']})`)
    check(spoofed.headers['x-seen-proto'] === 'http', `${url}: X-Forwarded-Proto (${spoofed.headers['x-seen-proto']})`)
  }
}

/**
 * Every request reaches the replica with nginx's own request id (32 hex digits, whatever the visitor sent), and every
 * answer carries the id of its own request exactly once: a micro-cached answer too, never the id of the request
 * that filled the cache.
 */
async function checkRequestId(port, replica) {
  const shape = /^[0-9a-f]{32}$/
  for (const url of ['/request-id-page', '/api/v1/request-id', '/admin/request-id', '/_next/static/chunks/request-id.js', '/fonts/request-id.woff2', '/_next/image?url=/request-id.jpg&w=64&q=75']) {
    const first = await get(port, url, { 'X-Request-Id': 'chosen-by-the-visitor-0001' })
    const sent = replica.seen(url)['x-request-id']
    const id = first.headers['x-request-id']
    check(shape.test(sent ?? '') && sent === id && headerCount(first.raw, 'x-request-id') === 1, `${url}: the replica gets nginx's request id, not the visitor's, and the answer names it once (${sent}; ${id})`)
    const again = await get(port, url)
    check(shape.test(again.headers['x-request-id'] ?? '') && again.headers['x-request-id'] !== id && headerCount(again.raw, 'x-request-id') === 1, `${url}: the next answer (${again.headers['x-micro-cache'] ?? 'not cached'}) names its own request id once (${again.headers['x-request-id']})`)
  }
}

/** gzip for HTML and the configuration's gzip_types, also through a proxy (Via); none for a client without it. */
async function checkGzip(port) {
  const gzip = { 'Accept-Encoding': 'gzip, deflate, br' }
  for (const url of ['/gzip-page', '/api/v1/gzip', '/_next/static/chunks/gzip.css', '/_next/static/chunks/gzip.js', '/icons/gzip.svg', '/feeds/gzip.rss', '/sitemap-gzip.xml', '/events/gzip.ics']) {
    const response = await get(port, url, gzip)
    let same = false
    try {
      same = gunzipSync(response.bytes).toString().includes('Khareef in Dhofar')
    } catch {
      same = false
    }
    check(response.headers['content-encoding'] === 'gzip' && same, `${url} (${response.headers['content-type']}): gzip (${response.headers['content-encoding'] ?? 'none'})`)
  }
  const viaProxy = await get(port, '/gzip-page?via', { ...gzip, Via: '1.1 cdn-edge' })
  check(viaProxy.headers['content-encoding'] === 'gzip', `gzip also for a request through a proxy (Via; ${viaProxy.headers['content-encoding'] ?? 'none'})`)
  const identity = await get(port, '/gzip-page')
  check(!identity.headers['content-encoding'] && identity.body.includes('Khareef in Dhofar'), `no gzip for a client that does not accept it (${identity.headers['content-encoding'] ?? 'none'})`)
}

/** nginx's own per-address limits: 429 past the burst, before the replica is asked. */
async function checkRateLimits(port, replica) {
  const zones = [
    ['/PgTempRatingResult/add', 1 + 10], // zone rating, burst=10 nodelay
    ['/api/users/login', 1 + 5], // zone login, burst=5 nodelay
    ['/api/users/forgot-password', 0], // the same zone, already spent
  ]
  for (const [url, allowed] of zones) {
    const statuses = []
    for (let i = 0; i < allowed + 2; i++) statuses.push((await request(port, url, { method: 'POST', headers: { 'Content-Type': 'application/json' } })).status)
    const ok = statuses.slice(0, allowed).every((status) => status === 200) && statuses.slice(allowed).every((status) => status === 429)
    check(ok && replica.hits(url) === allowed, `${url}: ${allowed} accepted, then 429 from nginx (${statuses.join(' ')}; replica asked ${replica.hits(url)}×)`)
  }
}

/** Two upstreams, one refusing connections or answering 502: GETs still answer 200. */
async function checkFailover(dir, replicaPort, replica) {
  const bad = badGateway()
  const badPort = await freePort()
  await new Promise((resolve) => bad.server.listen(badPort, '127.0.0.1', resolve))
  const closedPort = await freePort() // nothing listens there
  const cases = [
    ['a replica refusing connections', closedPort],
    ['a replica answering 502', badPort],
  ]
  try {
    for (const [what, deadPort] of cases) {
      const port = await freePort()
      const nginx = startNginx(path.join(dir, `failover-${deadPort}`), { port, upstreams: [deadPort, replicaPort] })
      try {
        await waitForPort(port)
        const statuses = []
        for (let i = 0; i < 4; i++) statuses.push((await get(port, `/admin/failover-${deadPort}-${i}`)).status, (await get(port, `/failover-${deadPort}-${i}`)).status)
        const tried = deadPort === badPort ? bad.requests() > 0 : true
        check(statuses.every((status) => status === 200) && tried && replica.hits(`/failover-${deadPort}-0`) === 1, `with ${what} first among two, GETs answer 200 (${statuses.join(' ')}${deadPort === badPort ? `; the 502 replica was asked ${bad.requests()}×` : ''})`)
      } finally {
        nginx.stop()
      }
    }
    // A rating is the one write sent on to the next replica (non_idempotent): unique per session and page, a second
    // delivery is refused with 409, never stored twice. A fresh nginx, so that it still tries the bad replica.
    const port = await freePort()
    const nginx = startNginx(path.join(dir, 'failover-rating'), { port, upstreams: [badPort, replicaPort] })
    try {
      await waitForPort(port)
      const before = bad.posts()
      const ratings = []
      for (let i = 0; i < 4; i++) ratings.push((await request(port, `/PgTempRatingResult/add?failover=${i}`, { method: 'POST' })).status)
      check(ratings.every((status) => status === 200) && bad.posts() > before, `a rating sent to a replica answering 502 is passed to the other (${ratings.join(' ')}; the 502 replica got ${bad.posts() - before} of them)`)
    } finally {
      nginx.stop()
    }
  } finally {
    bad.server.close()
  }
}

/** A cached page is served stale while its only replica answers 500, and when it is gone altogether. */
async function checkStale(dir) {
  const replica = fakeReplica()
  const replicaPort = await freePort()
  await new Promise((resolve) => replica.server.listen(replicaPort, '127.0.0.1', resolve))
  const port = await freePort()
  const nginx = startNginx(path.join(dir, 'stale'), { port, upstreams: [replicaPort] })
  try {
    await waitForPort(port)
    const urls = ['/stale-page', '/api/v1/stale']
    for (const url of urls) await get(port, url)
    replica.state.mode = '500'
    await sleep(PAST_TTL_MS)
    for (const url of urls) {
      const response = await get(port, url)
      const asked = await eventually(() => replica.hits(url) === 2)
      check(response.status === 200 && response.headers['x-answer']?.startsWith('v1 published 1') && asked, `${url}: the replica answers 500, the cached copy is served (${response.status}, ${response.headers['x-micro-cache']})`)
    }
    replica.server.close()
    replica.server.closeAllConnections()
    await sleep(PAST_TTL_MS)
    for (const url of urls) {
      const response = await get(port, url)
      check(response.status === 200 && response.headers['x-answer']?.startsWith('v1 published 1'), `${url}: the replica is gone, the cached copy is served (${response.status}, ${response.headers['x-micro-cache']})`)
    }
    const uncached = await get(port, '/never-cached-page')
    check(uncached.status === 502, `a page that was never cached: 502 from nginx (${uncached.status})`)
  } finally {
    nginx.stop()
    replica.server.close()
  }
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-nginx-'))
  const replica = fakeReplica()
  const replicaPort = await freePort()
  await new Promise((resolve) => replica.server.listen(replicaPort, '127.0.0.1', resolve))
  const port = await freePort()
  let nginx
  try {
    nginx = startNginx(dir, { port, upstreams: [replicaPort] }) // throws when `nginx -t` refuses the configuration
    check(true, 'nginx -t accepts the configuration')
    await waitForPort(port)

    await checkMicroCache(port, replica)
    await checkPeak(port, replica)
    await checkNeverCached(port, replica)
    await checkSetCookie(port, replica)
    await checkInternalHeaders(port, replica)
    await checkNeverKeptAnswers(port, replica)
    await checkLanguageKey(port, replica)
    await checkHosts(port, replica)
    await checkForwarded(port)
    await checkRequestId(port, replica)
    await checkGzip(port)
    await checkRateLimits(port, replica)
    await checkFailover(dir, replicaPort, replica)
    await checkStale(dir)

    // Within the 1 s micro-cache: AVIF first, then clients that accept less. Each must get its own format.
    const image = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75'
    const imagesBefore = replica.images() // checkRequestId asked for one picture of its own
    const avif = await get(port, image, { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8' })
    const webp = await get(port, image, { Accept: 'image/webp,*/*' })
    const other = await get(port, image, { Accept: '*/*' })
    const avifAgain = await get(port, image, { Accept: 'image/avif,image/webp,*/*' })
    check(avif.body === 'avif' && avif.headers['content-type'] === 'image/avif', `AVIF for a client that accepts it (${avif.body})`)
    check(webp.body === 'webp', `WebP, not the cached AVIF, for a client that accepts WebP only (${webp.body})`)
    check(other.body === 'jpeg', `the original format for a client that accepts neither (${other.body})`)
    check(avifAgain.body === 'avif' && avifAgain.headers['x-micro-cache'] === 'HIT', `a second AVIF client is served from the cache (${avifAgain.headers['x-micro-cache']})`)
    check(replica.images() - imagesBefore === 3, `one request to the replica per format (${replica.images() - imagesBefore})`)
    check(avif.headers.vary === 'Accept', 'Vary: Accept is passed on to browsers and CDNs')

    for (const asset of ['/_next/static/chunks/app.js', '/fonts/noto-sans.woff2']) {
      const response = await get(port, asset)
      const count = headerCount(response.raw, 'cache-control')
      check(count === 1 && response.headers['cache-control'] === 'public, max-age=31536000, immutable', `${asset}: one Cache-Control header (${count})`)
    }

    // The same template with TLS, as a server runs it.
    nginx.stop()
    const cert = makeTestCertificate(dir)
    const ca = readFileSync(cert.cert)
    const [plainPort, tlsPort] = [await freePort(), await freePort()]
    nginx = startNginx(path.join(dir, 'tls'), { port: plainPort, upstreams: [replicaPort], tls: { port: tlsPort, ...cert } })
    check(true, 'nginx -t accepts the configuration with TLS')
    await waitForPort(tlsPort)
    const page = await getHttps(tlsPort, ca, '/about')
    check(page.status === 200 && page.alpn === 'h2' && page.tls === 'TLSv1.3', `HTTPS answers over HTTP/2 and TLS 1.3 (${page.status}, ${page.alpn}, ${page.tls})`)
    check(page.headers['x-seen-proto'] === 'https', `the replica is told the scheme is https (${page.headers['x-seen-proto']})`)
    for (const pathname of ['/about', '/_next/static/chunks/app.js', '/api/v1/pages', '/admin']) {
      const { headers } = await getHttps(tlsPort, ca, pathname)
      check(headers['strict-transport-security'] === HSTS, `${pathname}: the application's Strict-Transport-Security, once (${JSON.stringify(headers['strict-transport-security'])})`)
    }
    // A TLS handshake for a name that is not the site's is refused (the certificate not checked: nginx must refuse).
    const handshake = await new Promise((resolve) => {
      const socket = tls.connect({ host: '127.0.0.1', port: tlsPort, servername: 'evil.example', rejectUnauthorized: false })
      socket.once('secureConnect', () => (socket.destroy(), resolve('accepted')))
      socket.once('error', (error) => resolve(error.code ?? String(error)))
    })
    check(handshake !== 'accepted', `HTTPS: a handshake for evil.example is refused (${handshake})`)
    const plain = await get(plainPort, '/news-list?page=2', { Host: `localhost:${plainPort}` })
    check(plain.status === 301 && plain.headers.location === `https://localhost:${tlsPort}/news-list?page=2`, `plain HTTP: 301 to the same address over https (${plain.status} ${plain.headers.location})`)
    const challenge = path.join(dir, 'tls', 'acme', '.well-known', 'acme-challenge')
    mkdirSync(challenge, { recursive: true })
    writeFileSync(path.join(challenge, 'token123'), 'token123.thumbprint')
    const acme = await get(plainPort, '/.well-known/acme-challenge/token123')
    check(acme.status === 200 && acme.body === 'token123.thumbprint', `plain HTTP: ACME's challenge answered, not redirected (${acme.status})`)
  } catch (error) {
    check(false, error instanceof Error ? error.message : String(error))
  } finally {
    nginx?.stop()
    replica.server.close()
    await new Promise((r) => setTimeout(r, 300))
    rmSync(dir, { recursive: true, force: true })
  }
  // The failed checks again at the end: CI logs often keep only a run's last lines.
  console.log(failures.length ? `[nginx] FAILED ${failures.length} check(s)${failures.map((f) => `\n  ✖ ${f}`).join('')}` : '[nginx] all checks passed')
  process.exit(failures.length ? 1 : 0)
}

main()
