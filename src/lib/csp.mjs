/**
 * Content-Security-Policy of the public site (issue 16, docs/decisions/0016-csp.md). Next.js writes its
 * bootstrap and the page's data into inline <script> elements; instead of 'unsafe-inline', a page's policy lists
 * the SHA-256 of each inline script of the HTML actually served. Pure: the server (./strict-scripts.mjs) feeds it
 * each page's HTML. Plain JavaScript, since the server (scripts/serve.mjs) loads it with Node, outside the bundler.
 */
import { createHash } from 'node:crypto'

/** Everything but script-src, shared by the site's policies. Inline style attributes remain (React sets them). */
const BASE = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
]

/** Script types a browser executes (a JSON-LD or other data block is not a script to CSP). */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

/**
 * The base64 SHA-256 of every inline script in `html`, each once, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, body] = match
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE.test(type)) continue
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'))
  }
  return [...hashes]
}

/**
 * `policy` with its `script-src` made of `'self'` and the hashes of the inline scripts of `html`: only they and the
 * site's own files run. Every other directive stays as it was (an editor's preview keeps `frame-ancestors 'self'`).
 * @param {string} policy
 * @param {string} html
 * @returns {string}
 */
export function withScriptHashes(policy, html) {
  const scripts = ["script-src 'self'", ...inlineScriptHashes(html).map((hash) => `'sha256-${hash}'`)].join(' ')
  const directives = policy.split(';').map((directive) => directive.trim())
  const at = directives.findIndex((directive) => /^script-src\s/i.test(directive))
  if (at === -1) return policy
  directives[at] = scripts
  return directives.join('; ')
}

/**
 * The policy the proxy gives every page before its scripts are known. The server (scripts/serve.mjs) replaces its
 * script-src with the hashes of the page's own inline scripts (./strict-scripts.mjs); only a bare `next start`,
 * which the site does not use, would send it as it is.
 */
export const firstRenderPolicy = [BASE[0], "script-src 'self' 'unsafe-inline'", ...BASE.slice(1)].join('; ')

/**
 * Uploaded files as Payload serves them (`/api/media/file/*`). An SVG opened by its address is a document of the
 * site's origin, and an editor's upload (or a stolen editor account's) may carry `<script>`: under the admin's policy
 * it would run with the site's cookies and reach the admin's API. Here nothing runs (`script-src 'none'`) and the
 * document is sandboxed (a unique origin: no cookies, no forms, no same-origin reads); pictures and videos embedded
 * in pages are not documents and are not affected.
 */
export const uploadPolicy = [
  "default-src 'none'",
  "img-src 'self' data:",
  "media-src 'self'",
  "style-src 'unsafe-inline'",
  "script-src 'none'",
  "frame-ancestors 'none'",
  'sandbox',
].join('; ')

/** The admin (Payload) needs inline scripts of its own: kept to /admin and Payload's routes only. */
export const adminPolicy = [BASE[0], "script-src 'self' 'unsafe-inline'", ...BASE.slice(1)].join('; ')
