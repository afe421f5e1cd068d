#!/usr/bin/env node
/**
 * The nginx configuration (deploy/nginx/dhofar.conf.template) in front of a stand-in replica, checked without
 * building the site: `nginx -t` accepts it, the image optimizer's micro-cache keeps one copy per format the client
 * accepts (a client that did not ask for AVIF never gets the AVIF copy), and immutable assets carry one
 * Cache-Control header, not the replica's and nginx's. Run by `npm test -- cluster` before the replicas' test.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { freePort, startNginx, waitForPort } from '../../scripts/lib/services.mjs'

const failures = []
const check = (ok, message) => {
  console.log(`${ok ? '  ✔' : '  ✖'} ${message}`)
  if (!ok) failures.push(message)
}

/** A replica as nginx sees it: Next's image optimizer (Vary: Accept) and its immutable assets' own header. */
function fakeReplica() {
  let imageRequests = 0
  const server = http.createServer((req, res) => {
    if (req.url.startsWith('/_next/image')) {
      imageRequests++
      const accept = req.headers.accept ?? ''
      const format = /image\/avif/.test(accept) ? 'avif' : /image\/webp/.test(accept) ? 'webp' : 'jpeg'
      res.writeHead(200, { 'Content-Type': `image/${format}`, Vary: 'Accept', 'Cache-Control': 'public, max-age=60, must-revalidate' })
      return res.end(format)
    }
    if (req.url.startsWith('/_next/static/') || req.url.startsWith('/fonts/')) {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'public, max-age=31536000, immutable' })
      return res.end('asset')
    }
    res.writeHead(200, { 'Content-Type': 'text/html' })
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
