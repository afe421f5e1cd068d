/**
 * The sitemap lists every published page and nothing else: a draft, and a page taken back to draft,
 * are not in it; a published page is, in both languages, with its last change.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readSitemapPages } from '@/features/seo/queries'
import { sitemapEntries } from '@/features/seo/sitemap'

import { testPayload } from './helpers'

let payload: Payload
const created: number[] = []
const BASE = 'https://example.test'

async function createPage(uniqueUrl: string, draft: boolean) {
  const page = await payload.create({
    collection: 'pages',
    draft,
    data: { uniqueUrl, category: 'general', title: `Sitemap ${uniqueUrl}`, _status: draft ? 'draft' : 'published' } as never,
  })
  created.push(Number(page.id))
  return Number(page.id)
}

// The read the sitemap route keeps in Next's cache (which needs a Next server), made directly.
const listed = async () => sitemapEntries(await readSitemapPages(payload), BASE).map((entry) => entry.url)

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'pages', id }).catch(() => undefined)
})

describe('the sitemap', () => {
  it('lists a published page in both languages, never a draft or a page taken back to draft', async () => {
    await createPage('sitemap-int-published', false)
    await createPage('sitemap-int-draft', true)
    const unpublished = await createPage('sitemap-int-unpublished', false)
    await payload.update({ collection: 'pages', id: unpublished, data: { _status: 'draft' } as never })
    const urls = await listed()
    expect(urls).toContain(`${BASE}/sitemap-int-published`)
    expect(urls).toContain(`${BASE}/ar/sitemap-int-published`)
    expect(urls.filter((url) => url.includes('sitemap-int-draft') || url.includes('sitemap-int-unpublished'))).toEqual([])
  })
})
