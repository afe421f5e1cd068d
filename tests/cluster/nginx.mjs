#!/usr/bin/env node
/**
 * The nginx configuration (deploy/nginx/dhofar.conf.template) in front of a stand-in replica, checked without
 * building the site: `nginx -t` accepts it, the image optimizer's micro-cache keeps one copy per format the client
 * accepts (a client that did not ask for AVIF never gets the AVIF copy), and immutable assets carry one
 * Cache-Control header, not the replica's and nginx's. Then the same template with TLS (a throwaway certificate):
 * HTTPS over HTTP/2 with TLS 1.3, plain HTTP redirecting to it except ACME's challenges, the scheme passed on, and
 * the replica's Strict-Transport-Security sent once. The grade of the real site behind it: tests/cluster/run.mjs.
 * Run by `npm test -- cluster` before the replicas' test.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'

import { freePort, makeTestCertificate, startNginx, waitForPort } from '../../scripts/lib/services.mjs'

const failures = []
const check = (ok, message) => {
  console.log(`${ok ? '  ✔' : '  ✖'} ${message}`)
  if (!ok) failures.push(message)
}

const HSTS = 'max-age=63072000; includeSubDomains' // next.config.ts

/** A replica as nginx sees it: Next's image optimizer (Vary: Accept) and its immutable assets' own header. */
function fakeReplica() {
  let imageRequests = 0
  const server = http.createServer((req, res) => {
    if (req.url.startsWith('/_next/image')) {
      imageRequests++
      const accept = req.headers.accept ?? ''
      const format = /image\/avif/.test(accept) ? 'avif' : /image\/webp/.test(accept) ? 'webp' : 'jpeg'
      res.writeHead(200, { 'Content-Type': `image/${format}`, Vary: 'Accept', 'Cache-Control': 'public, max-age=60, must-revalidate', 'Strict-Transport-Security': HSTS })
      return res.end(format)
    }
    if (req.url.startsWith('/_next/static/') || req.url.startsWith('/fonts/')) {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'public, max-age=31536000, immutable', 'Strict-Transport-Security': HSTS })
      return res.end('asset')
    }
    // What the TLS checks look at: the scheme nginx passes on, and the application's HSTS header (on every answer).
    res.writeHead(200, { 'Content-Type': 'text/html', 'Strict-Transport-Security': HSTS, 'X-Seen-Proto': req.headers['x-forwarded-proto'] ?? '' })
    res.end('<!doctype html><title>page</title>')
  })
  return { server, images: () => imageRequests }
}

/** Raw response headers, so a header sent twice is seen twice. */
function get(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode, raw: res.rawHeaders, headers: res.headers, body }))
      })
      .on('error', reject)
  })
}
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

    // Within the 1 s micro-cache: AVIF first, then clients that accept less. Each must get its own format.
    const image = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75'
    const avif = await get(port, image, { Accept: 'image/avif,image/webp,image/*,*/*;q=0.8' })
    const webp = await get(port, image, { Accept: 'image/webp,*/*' })
    const other = await get(port, image, { Accept: '*/*' })
    const avifAgain = await get(port, image, { Accept: 'image/avif,image/webp,*/*' })
    check(avif.body === 'avif' && avif.headers['content-type'] === 'image/avif', `AVIF for a client that accepts it (${avif.body})`)
    check(webp.body === 'webp', `WebP, not the cached AVIF, for a client that accepts WebP only (${webp.body})`)
    check(other.body === 'jpeg', `the original format for a client that accepts neither (${other.body})`)
    check(avifAgain.body === 'avif' && avifAgain.headers['x-micro-cache'] === 'HIT', `a second AVIF client is served from the cache (${avifAgain.headers['x-micro-cache']})`)
    check(replica.images() === 3, `one request to the replica per format (${replica.images()})`)
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
  console.log(failures.length ? `[nginx] FAILED ${failures.length} check(s)` : '[nginx] all checks passed')
  process.exit(failures.length ? 1 : 0)
}

main()
