/**
 * Content-Security-Policy of the public site (docs/decisions/0016-csp.md). Next.js writes its
 * bootstrap and the page's data into inline <script> elements; instead of 'unsafe-inline', a page's policy lists
 * the SHA-256 of each of the app's own inline scripts in the HTML actually served (./script-hashes.mjs, which the
 * server, ./strict-scripts.mjs, feeds each page's HTML). The policies only, imported by the proxy and next.config.ts.
 * Plain JavaScript, since the server (scripts/serve.mjs) loads it with Node, outside the bundler.
 */
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
