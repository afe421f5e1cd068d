/**
 * A strict script policy for every page the site serves (docs/decisions/0016-csp.md): the server
 * (scripts/serve.mjs) holds each public HTML response until Next has written all of it, then replaces the
 * `script-src` of its Content-Security-Policy with `'self'` and the SHA-256 of the app's own inline scripts in those
 * bytes (./script-hashes.mjs: Next's, React's and the site's, never one that came with content), and sends it. Pre-rendered pages, pages regenerated after an edit, the search screen, 404s and
 * an editor's preview all get the hashes of what they carry, on any number of replicas, with nothing to look up and
 * no race between a look-up and the answer. Pages stay static: nothing about rendering changes.
 *
 * Only HTML responses outside the admin and Payload's routes that carry a policy are held (the proxy gives every
 * page `firstRenderPolicy`, which is also what a plain `next start` serves); everything else passes untouched. A
 * held page reaches the visitor whole instead of in streamed parts: a pre-rendered page is written in one go anyway,
 * and a page rendered on request is kept by the origin's response cache (./response-cache.mjs) after its first
 * answer.
 *
 * Plain JavaScript: the server loads it with Node, outside the bundler.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

import { withScriptHashes } from './script-hashes.mjs'

/** The admin and Payload's routes keep the admin's policy (next.config.ts); Next's files carry none. */
const NOT_A_PAGE = /^\/(?:admin|_next|PgTempRatingResult)(?:[/?]|$)|^\/api\/(?!v1\/)/

/**
 * The text of a body as Next sent it (compressed with the response's Content-Encoding, or not).
 * @param {Buffer} body
 * @param {string} encoding
 * @returns {string | undefined} undefined for an encoding we cannot read
 */
function textOf(body, encoding) {
  const name = encoding.trim().toLowerCase()
  if (name === '' || name === 'identity') return body.toString('utf8')
  if (name === 'gzip') return gunzipSync(body).toString('utf8')
  if (name === 'br') return brotliDecompressSync(body).toString('utf8')
  if (name === 'deflate') return inflateSync(body).toString('utf8')
  return undefined
}

/**
 * Wraps Next's request handler (inside the response cache, so what it keeps carries the final policy).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>} handle
 */
export function withStrictScripts(handle) {
  return (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && !NOT_A_PAGE.test(req.url ?? '')) holdPages(res, req.method === 'HEAD')
    return handle(req, res)
  }
}

/**
 * Holds the response if, when its head is written, it turns out to be HTML with a policy: its head and bytes (as
 * Next's compression wrote them) are kept until `end`, then sent with the policy of those bytes. Any other response
 * goes out as Next writes it. The methods stay patched either way: Next's compression wraps these very methods
 * after us, so putting the originals back would unwrap it too.
 *
 * Answers without a body are not held: a HEAD's policy allows no inline script at all (it has none), and a 304 goes
 * without a policy, so that the browser keeps the one of the page it has (it would take a 304's headers in place of
 * the stored answer's).
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} bodiless a HEAD request
 */
function holdPages(res, bodiless) {
  const { writeHead, write, end, flushHeaders } = res
  /** @type {unknown[] | undefined} the arguments of the held writeHead */
  let head
  /** @type {Buffer[]} */
  const chunks = []
  let decided = false

  // @ts-expect-error -- the overloads of writeHead are forwarded as they came
  res.writeHead = function (status, ...rest) {
    if (head) return this // held: Node and compression ask again on every write, the head is already kept
    if (decided) return writeHead.call(this, status, ...rest)
    decided = true
    const headers = rest.length > 0 && typeof rest.at(-1) === 'object' ? rest.pop() : undefined
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    const type = String(res.getHeader('content-type') ?? '')
    const policy = res.getHeader('content-security-policy')
    if (typeof policy === 'string' && (status === 304 || status === 204)) res.removeHeader('content-security-policy')
    else if (typeof policy === 'string' && type.startsWith('text/html')) {
      if (!bodiless) {
        head = [status, ...rest]
        return this
      }
      res.setHeader('content-security-policy', withScriptHashes(policy, ''))
    }
    return writeHead.call(this, status, ...rest)
  }
  res.flushHeaders = function () {
    if (!decided) this.writeHead(this.statusCode)
    if (!head) return flushHeaders.call(this)
  }
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(/** @type {Uint8Array} */ (chunk)),
    )
  }
  // @ts-expect-error -- forwarded as they came
  res.write = function (chunk, encoding, callback) {
    if (!decided) this.writeHead(this.statusCode)
    if (!head) return write.call(this, chunk, encoding, callback)
    keep(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  // @ts-expect-error -- forwarded as they came
  res.end = function (chunk, encoding, callback) {
    if (!decided) this.writeHead(this.statusCode)
    if (!head) return end.call(this, chunk, encoding, callback)
    keep(chunk, encoding)
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback
    const body = Buffer.concat(chunks)
    const text = textOf(body, String(res.getHeader('content-encoding') ?? ''))
    const policy = String(res.getHeader('content-security-policy'))
    if (text !== undefined) res.setHeader('content-security-policy', withScriptHashes(policy, text))
    if (res.hasHeader('content-length')) res.setHeader('content-length', body.length)
    const held = head
    head = undefined // from here on, every method passes through
    writeHead.apply(this, /** @type {Parameters<typeof writeHead>} */ (held))
    return end.call(this, body, /** @type {() => void} */ (done))
  }
}
