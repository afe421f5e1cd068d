/**
 * Which inline scripts of a page the script policy allows (docs/decisions/0016-csp.md): the SHA-256 of each of the
 * app's own (Next's, React's, the site's), never of one that got into the HTML through content. Pure apart from
 * reading React's runtime once from node_modules; the server (./strict-scripts.mjs) feeds it each page's HTML. Kept
 * apart from the policies (./csp.mjs), which the proxy's bundle imports: this reads files and runs in the server only.
 * Plain JavaScript, since the server (scripts/serve.mjs) loads it with Node, outside the bundler.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Script types a browser executes (a JSON-LD or other data block is not a script to CSP). */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

/**
 * The site's own scripts that must sit in <body>, known by the SHA-256 of their exact text: the alert banner's
 * dismiss script runs right after the banner's markup (src/features/alerts/dismissScript.ts), the places' "updated
 * 12 minutes ago" after their cards (src/features/map/relativeTimeScript.ts), a place's "open now" after its
 * line (src/features/places/openNowScript.ts), and a wilayat's "Save this wilayat for
 * offline" after its section (src/features/offline/saveScript.ts). Content that copied one could only run that same
 * code. Unit tests fail when a script changes without its hash here.
 */
export const SITE_BODY_SCRIPT_HASHES = new Set([
  'CKcT4Nmd+6oOnHg6L7k8HyCAtH/r6NJx1AaJLafEhzw=',
  'GI4WbwRzMJp6xie8wC2tXuAR8haXHXVcuSuAnROaDcY=',
  'QC0DjU6M+2Q5BKVDzt4wSQSYCcIjIVHXobeacD1E5+Y=',
  'kiXcigYiGyVJQc7QwK8rmm2sd4OJI0sbW7CbA7KhpJA=',
])

/**
 * Next's own inline scripts that are the same on every page (Next 16: the request-timing script React's streaming
 * runtime reads, and the one that moves icons streamed into <body> back into <head>). A Next upgrade that changes them
 * blocks them: the e2e suite's strict-CSP tests then report the violation.
 */
const NEXT_FIXED_SCRIPTS = new Set([
  'requestAnimationFrame(function(){$RT=performance.now()});',
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))',
])

/**
 * Whether `text` is a JSON array (Next writes its page data as `JSON.stringify` with `<`, `>`, `&` and the line
 * separators escaped, which is JSON still).
 * @param {string} text
 */
function isJsonArray(text) {
  try {
    return Array.isArray(JSON.parse(text))
  } catch {
    return false
  }
}

/**
 * Next's bootstrap and page data (`(self.__next_f=self.__next_f||[]).push([0])`, `self.__next_f.push([1,"…"])`,
 * src: next/dist/server/app-render/use-flight-response.js): a push of one JSON array, nothing else. A script of this
 * form that was injected could only add data for React to read, which runs no script under this policy.
 * @param {string} body
 */
function isNextData(body) {
  const calls = body.startsWith('(self.__next_f=self.__next_f||[]).push(') ? body.slice('(self.__next_f=self.__next_f||[])'.length) : body.startsWith('self.__next_f.push(') ? body.slice('self.__next_f'.length) : null
  if (calls === null) return false
  // One push, or the bootstrap followed by the form state's push.
  const parts = calls.split(/\);self\.__next_f\.push\(/)
  if (parts.length > 2) return false
  const args = parts.map((part, i) => (i === 0 ? part.replace(/^\.push\(/, '') : part))
  const last = args.length - 1
  if (!args[last].endsWith(')')) return false
  args[last] = args[last].slice(0, -1)
  return args.every(isJsonArray)
}

/**
 * Turbopack's bootstrap, which Next hands React as the page's bootstrap script (`<script id="_R_">`): a push of one
 * JSON object naming the chunks to load, which `'self'` allows anyway.
 * @param {string} body
 */
function isTurbopackBootstrap(body) {
  const match = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/.exec(body)
  if (!match) return false
  try {
    const value = JSON.parse(match[1])
    return value !== null && typeof value === 'object' && !Array.isArray(value)
  } catch {
    return false
  }
}

/** @type {string[] | undefined} */
let reactRuntime

/**
 * The function definitions React's streaming runtime writes before its instructions (`$RC=function(…){…};`,
 * `$RS=…`, `$RX=…`, `$RR=…`), read once from the React server renderers Next bundles, so that they follow the
 * installed version. Read lazily: only the server (./strict-scripts.mjs) hashes pages.
 * @returns {string[]}
 */
function reactRuntimeDefinitions() {
  if (reactRuntime) return reactRuntime
  const definitions = new Set()
  try {
    const require = createRequire(import.meta.url)
    const compiled = path.join(path.dirname(require.resolve('next/package.json')), 'dist', 'compiled')
    for (const folder of readdirSync(compiled).filter((name) => /^react-dom(-experimental)?$/.test(name))) {
      const cjs = path.join(compiled, folder, 'cjs')
      for (const file of readdirSync(cjs).filter((name) => /^react-dom-server\.(node|edge)\.production\.js$/.test(name))) {
        const source = readFileSync(path.join(cjs, file), 'utf8')
        for (const [, literal] of source.matchAll(/stringToPrecomputedChunk\(\s*'((?:[^'\\]|\\.)*)'\s*\)/g)) {
          // A single-quoted JavaScript literal as JSON: unescape quotes, widen \xHH.
          const text = JSON.parse(`"${literal.replace(/\\'/g, "'").replace(/"/g, '\\"').replace(/\\x([0-9a-f]{2})/gi, '\\u00$1')}"`)
          const definition = text.replace(/\$R[A-Z]\("$/, '')
          if (/^\$R[A-Z]=/.test(definition) && definition.length > 12) definitions.add(definition)
        }
      }
    }
  } catch {
    // No renderer found where expected: React's instruction scripts are then not allowed (their pages' boundaries
    // that stream late stay hidden), which the e2e suite's strict-CSP tests report.
  }
  reactRuntime = [...definitions].sort((a, b) => b.length - a.length)
  return reactRuntime
}

/**
 * React's streaming instructions: any of its runtime's definitions (exactly as React writes them), then calls of the
 * form `$RC("B:0","S:0")` whose arguments are JSON values (strings, null, arrays). Nothing else.
 * @param {string} body
 */
function isReactInstruction(body) {
  if (!body.startsWith('$R')) return false
  let rest = body
  for (let progress = true; progress; ) {
    progress = false
    for (const definition of reactRuntimeDefinitions()) {
      if (!rest.startsWith(definition)) continue
      rest = rest.slice(definition.length).replace(/^;+/, '')
      progress = true
    }
  }
  if (rest === '') return false
  while (rest !== '') {
    const call = /^\$R[A-Z]\(/.exec(rest)
    if (!call) return false
    let end = -1
    for (let at = rest.indexOf(')', 4); at !== -1; at = rest.indexOf(')', at + 1)) {
      const after = rest[at + 1]
      if ((after === undefined || after === ';') && isJsonArray(`[${rest.slice(4, at)}]`)) {
        end = at
        break
      }
    }
    if (end === -1) return false
    rest = rest.slice(end + 1).replace(/^;/, '')
  }
  return true
}

/**
 * Whether an inline script is Next's or React's own: the bootstrap (Turbopack's and Next's), the page data, Next's
 * fixed helpers and React's streaming instructions, each recognised by its whole text.
 * @param {string} body
 */
export function isFrameworkScript(body) {
  return NEXT_FIXED_SCRIPTS.has(body) || isNextData(body) || isTurbopackBootstrap(body) || isReactInstruction(body)
}

/**
 * The base64 SHA-256 of every inline script of the app's own in `html`, each once, in document order: Next's and
 * React's (isFrameworkScript), and the site's, which are marked with an `id` and written by the layout into <head>
 * (the accessibility preferences script), or known by their exact text (SITE_BODY_SCRIPT_HASHES). Content (an editor's rich text, anything from the database) is only ever
 * rendered into <body>, and <head> ends at the first `</head>` of the document, which the layout writes before any
 * content: a script that got into the HTML through content is not hashed, whatever it carries, so the browser does
 * not run it.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set()
  const headEnd = html.search(/<\/head\s*>/i)
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, body] = match
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE.test(type)) continue
    const marked = match.index < headEnd && /\bid\s*=/i.test(attributes)
    const hash = createHash('sha256').update(body, 'utf8').digest('base64')
    if (!marked && !SITE_BODY_SCRIPT_HASHES.has(hash) && !isFrameworkScript(body)) continue
    hashes.add(hash)
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
