/** Issue 16: the public pages' script policy lists the hashes of exactly the inline scripts they carry. */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { firstRenderPolicy, inlineScriptHashes, sitePolicy } from '@/lib/csp'
import { htmlFileOf } from '@/lib/page-csp'

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

describe('policies', () => {
  it('lets only the listed inline scripts run on a known page', () => {
    const policy = sitePolicy(['abc='])
    expect(policy).toMatch(/script-src 'self' 'sha256-abc='/)
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline')
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(firstRenderPolicy).toMatch(/script-src 'self' 'unsafe-inline'/)
  })
  it('finds the HTML Next.js keeps for a page', () => {
    expect(htmlFileOf('/en', '.next-x')).toMatch(/\.next-x\/server\/app\/en\.html$/)
    expect(htmlFileOf('/ar/news-details/x', '.next-x')).toMatch(/\.next-x\/server\/app\/ar\/news-details\/x\.html$/)
  })
})
