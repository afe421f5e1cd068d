/** Issue 16: the public pages' script policy lists the hashes of exactly the inline scripts they carry. */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { firstRenderPolicy, inlineScriptHashes, sitePolicy } from '@/lib/csp.mjs'
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

describe('the policy follows the HTML Next serves (page-cache-handler.mjs)', () => {
  it("names a page by its path in Next 16's route-cache keys", async () => {
    const { pagePathOf } = await import('@/lib/page-cache-handler.mjs')
    expect(pagePathOf('/route-cache/APP_PAGE/9f2c/$/en/event-details/khareef')).toBe('/en/event-details/khareef')
    expect(pagePathOf('/ar/about')).toBe('/ar/about')
  })

  it('takes the hashes of the page Next stored, and after an edit expires it, the policy of a fresh render', async () => {
    const { default: Handler } = await import('@/lib/page-cache-handler.mjs')
    const { pagePolicy } = await import('@/lib/page-csp')
    // Nothing written to disk, no memory cache: only what the handler notes is under test.
    const context = { flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [], maxMemoryCacheSize: 0, _requestHeaders: {} }
    const handler = new Handler(context as unknown as ConstructorParameters<typeof Handler>[0])
    const script = 'self.__next_f.push([1,"v2"])'
    const html = `<html><body><script>${script}</script></body></html>`
    const page = { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': 'pages,_N_T_/en/unit-page' }, status: 200 }
    await handler.set('/route-cache/APP_PAGE/abc/$/en/unit-page', page, { cacheControl: { revalidate: false } })
    const scripts = (await pagePolicy('/en/unit-page')).split('; ').find((d) => d.startsWith('script-src'))
    expect(scripts).toBe(`script-src 'self' 'sha256-${sha(script)}'`)
    // An edit expires one of its tags: until Next has stored the new render, its scripts are unknown.
    await handler.revalidateTag(['pages'], { expire: 0 })
    expect(await pagePolicy('/en/unit-page')).toBe(firstRenderPolicy)
    const next = 'self.__next_f.push([1,"v3"])'
    await handler.set('/route-cache/APP_PAGE/abc/$/en/unit-page', { ...page, html: `<script>${next}</script>` }, { cacheControl: { revalidate: false } })
    expect(await pagePolicy('/en/unit-page')).toContain(`'sha256-${sha(next)}'`)
  })
})
