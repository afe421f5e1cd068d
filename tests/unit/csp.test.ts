/** Issue 16: the public pages' script policy lists the hashes of exactly the inline scripts they carry. */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { adminPolicy, firstRenderPolicy, inlineScriptHashes, withScriptHashes } from '@/lib/csp.mjs'

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script once, and skips external scripts and data blocks', () => {
    const boot = '(self.__next_f=self.__next_f||[]).push([0])'
    const data = 'self.__next_f.push([1,"ظفار \\u003c/script>"])'
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script>${boot}</script>
      <script type="application/ld+json">{"@type":"Organization"}</script></head>
      <body><script>${data}</script><script>${boot}</script><script type="module">import('/x.js')</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha(boot), sha(data), sha("import('/x.js')")])
  })
})

describe('withScriptHashes', () => {
  it("lets only the page's own inline scripts and the site's files run, and keeps every other directive", () => {
    const policy = withScriptHashes(firstRenderPolicy, '<script>a()</script><script src="/b.js"></script>')
    const directives = policy.split('; ')
    expect(directives.find((d) => d.startsWith('script-src'))).toBe(`script-src 'self' 'sha256-${sha('a()')}'`)
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
