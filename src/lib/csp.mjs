/**
 * Content-Security-Policy of the public site (issue 16, docs/decisions/0016-csp.md). Next.js writes its
 * bootstrap and the page's data into inline <script> elements; instead of 'unsafe-inline', a page's policy lists
 * the SHA-256 of each inline script of the HTML actually served. Pure: the proxy and the origin's response cache
 * (src/lib/response-cache.mjs) feed it the HTML. Plain JavaScript, since the server (scripts/serve.mjs) loads it
 * with Node, outside the bundler.
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
 * A page whose inline scripts are known: only they and the site's own files run.
 * @param {readonly string[]} hashes
 * @returns {string}
 */
export function sitePolicy(hashes) {
  const scripts = ["script-src 'self'", ...hashes.map((h) => `'sha256-${h}'`)].join(' ')
  return [BASE[0], scripts, ...BASE.slice(1)].join('; ')
}

/**
 * A page not on disk yet (rendered on its first request): its scripts cannot be known before it is rendered, so
 * this one answer allows inline scripts; every later answer comes from the stored page and is strict.
 */
export const firstRenderPolicy = [BASE[0], "script-src 'self' 'unsafe-inline'", ...BASE.slice(1)].join('; ')

/** The admin (Payload) needs inline scripts of its own: kept to /admin and Payload's routes only. */
export const adminPolicy = [BASE[0], "script-src 'self' 'unsafe-inline'", ...BASE.slice(1)].join('; ')
