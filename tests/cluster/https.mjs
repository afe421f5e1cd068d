/**
 * The real site over HTTPS, for tests/cluster/run.mjs: nginx with TLS (deploy/nginx/dhofar.conf.template, a
 * throwaway certificate) in front of the running replicas, graded by the MDN HTTP Observatory's own code
 * (scripts/observatory/scan.mjs, which trusts the certificate as a browser trusts a real one), each test's result
 * printed; and the security headers of the kinds of answers the site makes, each sent once.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'

import { ensureInstalled } from '../../scripts/observatory/scan.mjs'
import { makeTestCertificate, startNginx, waitForPort } from '../../scripts/lib/services.mjs'

/** Headers a second copy of would change or break (the Observatory reads "nosniff, nosniff" as invalid). */
const SINGLE = ['strict-transport-security', 'content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy']

/**
 * Starts nginx with TLS on `tlsPort` (plain HTTP on `httpPort`) in front of `upstreams`, in a folder of its own
 * (nginx's workers, an unprivileged user, must reach its cache: not inside another test's private folder).
 */
export async function startHttps({ httpPort, tlsPort, upstreams }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-https-'))
  const cert = makeTestCertificate(dir)
  const nginx = startNginx(dir, { port: httpPort, upstreams, tls: { port: tlsPort, ...cert } })
  await waitForPort(tlsPort)
  const stop = () =>
    new Promise((resolve) => {
      nginx.child.once('exit', resolve)
      nginx.stop()
    }).then(() => rmSync(dir, { recursive: true, force: true }))
  return { cert, stop }
}

/** scripts/observatory/scan.mjs on one path, trusting the test certificate; its JSON, or null when it failed. */
function scan(pathname, { cert, httpPort, tlsPort }) {
  const args = ['scripts/observatory/scan.mjs', 'localhost', '--http-port', String(httpPort), '--https-port', String(tlsPort), '--path', pathname, '--json']
  const child = spawn(process.execPath, args, { env: { ...process.env, NODE_EXTRA_CA_CERTS: cert.cert }, stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk))
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0 ? JSON.parse(out) : null)))
}

/** Status, headers as sent (a header sent twice is seen twice) and body, trusting `ca`. */
function get(url, ca) {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode, rawHeaders: res.rawHeaders, headers: res.headers, body }))
      })
      .on('error', reject)
  })
}

/**
 * The Observatory's grade of each path (the site's home pages) and one copy of each security header on a page, a
 * build asset, the public API and the admin. `check(ok, message)` records a result.
 */
export async function checkHttps({ cert, httpPort, tlsPort, paths, check, log }) {
  ensureInstalled() // once, before the scans run side by side
  const started = Date.now()
  // One scan per path, side by side (each is a Node process loading jsdom: seconds on a busy machine).
  const scans = await Promise.all(paths.map((pathname) => scan(pathname, { cert, httpPort, tlsPort })))
  for (const [i, result] of scans.entries()) {
    if (!result) {
      check(false, `MDN HTTP Observatory scan of ${paths[i]} (see above)`)
      continue
    }
    log(`MDN HTTP Observatory ${result.version} (algorithm ${result.algorithmVersion}) on ${result.url}: ${result.grade}, score ${result.score}, ${result.testsPassed}/${result.testsQuantity} tests passed`)
    for (const test of result.tests) console.log(`      ${test.pass ? 'pass' : 'FAIL'} ${test.name.padEnd(30)} ${String(test.scoreModifier).padStart(3)}  ${test.result}`)
    check(result.grade === 'A+', `${paths[i]} over HTTPS through nginx: Observatory grade A+ (${result.grade}, ${result.score})`)
  }
  log(`scanned in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const ca = readFileSync(cert.cert)
  const site = `https://localhost:${tlsPort}`
  const asset = /\/_next\/static\/[^"' ]+\.js/.exec((await get(`${site}/`, ca)).body)?.[0]
  check(Boolean(asset), `a build asset linked from the home page (${asset})`)
  for (const pathname of ['/', '/ar', asset, '/api/v1/pages/by-url/home?languageId=2', '/admin/login'].filter(Boolean)) {
    const response = await get(`${site}${pathname}`, ca)
    const names = response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase())
    const twice = SINGLE.filter((name) => names.filter((n) => n === name).length > 1)
    const hsts = response.headers['strict-transport-security'] ?? ''
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)
    check(twice.length === 0 && maxAge >= 31_536_000, `${pathname.slice(0, 48)} (${response.status}): each security header once (twice: ${twice.join(', ') || 'none'}), HSTS "${hsts}"`)
  }
  // The application's own redirects (a guessed address, the default language's prefix) stay on https.
  for (const pathname of ['/faq', '/en/about', '/ar/']) {
    const { status, headers } = await get(`${site}${pathname}`, ca)
    const location = headers.location ?? ''
    check(status >= 300 && status < 400 && (location.startsWith('/') || location.startsWith(`${site}/`)), `${pathname}: the site's ${status} stays on https (${location})`)
  }
}
