/** The public pages' script policy lists the hashes of exactly the inline scripts they carry. */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { adminPolicy, firstRenderPolicy } from '@/lib/csp.mjs'
import { inlineScriptHashes, withScriptHashes } from '@/lib/script-hashes.mjs'

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

describe('inlineScriptHashes', () => {
  it("hashes the exact text of each of the app's inline scripts once, and skips external scripts and data blocks", () => {
    const boot = '(self.__next_f=self.__next_f||[]).push([0])'
    const data = 'self.__next_f.push([1,"ظفار \\u003c/script>"])'
    const preferences = '(function(){try{document.documentElement.setAttribute("data-contrast","high")}catch(e){}})();'
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script>${boot}</script>
      <script id="a11y-preferences">${preferences}</script>
      <script type="application/ld+json">{"@type":"Organization"}</script></head>
      <body><script>${data}</script><script>${boot}</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha(boot), sha(preferences), sha(data)])
  })

  it('does not hash a script that got into the HTML through content, whatever it looks like', () => {
    const injected = [
      'alert(document.cookie)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);fetch("/api/users")',
      '$RC=function(a,b){alert(a)};$RC("B:0","S:0")',
      '$RC("B:0","S:0");alert(1)',
      '$RC(alert(1))',
      'requestAnimationFrame(function(){$RT=performance.now()});alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
    ]
    // An editor's rich text (src/components/ui/RichText) whose sanitising failed, in <body> like all content; one
    // marked like the site's own scripts; one closing a <head> that is long over.
    const content = injected.map((body) => `<div class="rich-text"><p>Khareef</p><script>${body}</script></div>`).join('')
    const html = `<html><head><script id="a11y-preferences">ok()</script></head><body>${content}
      <script id="a11y-preferences">alert(2)</script></head><script id="x">alert(3)</script><script type="module">import('/x.js')</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha('ok()')])
  })

  it("hashes React's streaming instructions: its runtime as React writes it, then calls with JSON arguments", async () => {
    const { readFileSync } = await import('node:fs')
    const renderer = readFileSync('node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js', 'utf8')
    const literal = (name: string) => new Function(`return ${new RegExp(`${name} = stringToPrecomputedChunk\\(\\s*('[^']*')`).exec(renderer)![1]}`)() as string
    const boundaries = literal('completeBoundaryScriptFunctionOnly')
    const segment = literal('completeSegmentScript1Full')
    const framework = [
      `${boundaries}$RC("B:0","S:0")`,
      '$RC("B:1","S:1")',
      `${segment}S:2","P:2")`,
      '$RX("B:3",null,"A message (with brackets)",null)',
      'requestAnimationFrame(function(){$RT=performance.now()});',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/398c2d76j7v7d.js"],"runtimeModuleIds":[494553]});',
    ]
    const html = `<html><head></head><body>${framework.map((body) => `<script>${body}</script>`).join('')}
      <script>${boundaries.replace('removeChild', 'alert')}$RC("B:0","S:0")</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual(framework.map(sha))
  })
})

describe('withScriptHashes', () => {
  it("lets only the page's own inline scripts and the site's files run, and keeps every other directive", () => {
    const data = 'self.__next_f.push([1,"a"])'
    const policy = withScriptHashes(firstRenderPolicy, `<script>${data}</script><script src="/b.js"></script>`)
    const directives = policy.split('; ')
    expect(directives.find((d) => d.startsWith('script-src'))).toBe(`script-src 'self' 'sha256-${sha(data)}'`)
    expect(directives.filter((d) => !d.startsWith('script-src'))).toEqual(firstRenderPolicy.split('; ').filter((d) => !d.startsWith('script-src')))
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it("a page without inline scripts runs the site's files only; a policy without script-src is left alone", () => {
    expect(withScriptHashes(firstRenderPolicy, '<p>x</p>')).toContain("script-src 'self';")
    expect(withScriptHashes("default-src 'self'", '<script>a()</script>')).toBe("default-src 'self'")
  })

  it('keeps an editor preview’s framing', () => {
    const preview = firstRenderPolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'")
    expect(withScriptHashes(preview, '<script>a()</script>')).toContain("frame-ancestors 'self'")
  })

  it('the admin keeps what Payload needs', () => {
    expect(adminPolicy).toMatch(/script-src 'self' 'unsafe-inline'/)
  })
})
