/**
 * Redirects, through the Local API as an editor would (on SQLite and PostgreSQL): renaming a published page leaves a
 * redirect from its old address, which the proxy's table sends to the new one, and the sitemap names only the new
 * one; renaming it back removes that redirect instead of making a loop; a loop, a target that does not answer, an
 * old address that a page answers at and a malformed address are refused with nothing written; chains collapse.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readRedirectTable } from '@/features/redirects/cms'
import { readSitemapPages } from '@/features/seo/queries'
import { sitemapEntries } from '@/features/seo/sitemap'

import { as, testPayload } from './helpers'

let payload: Payload
let editor: Awaited<ReturnType<typeof as>>
const pages: number[] = []

async function createPage(uniqueUrl: string, category: 'general' | 'news' = 'general') {
  const page = await payload.create({ collection: 'pages', data: { title: `Redirect ${uniqueUrl}`, uniqueUrl, category, _status: 'published' }, ...editor })
  pages.push(page.id)
  return page.id
}

const rename = (id: number, uniqueUrl: string) => payload.update({ collection: 'pages', id, data: { uniqueUrl, _status: 'published' }, ...editor })

const redirectsFrom = async (from: string) =>
  (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0, ...editor })).docs

const createRedirect = (data: { from: string; toType: 'page' | 'path'; toPage?: number; toPath?: string }) =>
  payload.create({ collection: 'redirects', data, depth: 0, ...editor })

/** The refusal's message on its field, or undefined when the save went through. */
async function refusal(save: Promise<unknown>): Promise<string | undefined> {
  try {
    await save
    return undefined
  } catch (error) {
    const data = (error as { data?: { errors?: { path: string; message: string }[] } }).data
    return data?.errors?.map((e) => `${e.path}: ${e.message}`).join('; ') ?? String(error)
  }
}

beforeAll(async () => {
  payload = await testPayload()
  // A reviewer: renaming a page means publishing it (editors submit for review); redirects need no review.
  editor = await as(payload, 'reviewer')
})

afterAll(async () => {
  await payload.delete({ collection: 'redirects', where: { from: { like: 'int-redir' } } }).catch(() => undefined)
  for (const id of pages) await payload.delete({ collection: 'pages', id }).catch(() => undefined)
})

describe('renaming a published page', () => {
  it('leaves a redirect from the old address to the page, and the sitemap names only the new one', async () => {
    const id = await createPage('int-redir-old')
    await rename(id, 'int-redir-new')
    const [redirect] = await redirectsFrom('/int-redir-old')
    expect(redirect).toMatchObject({ toType: 'page', toPage: id, automatic: true })
    expect((await readRedirectTable(payload)).get('/int-redir-old')).toBe('/int-redir-new')

    const urls = sitemapEntries(await readSitemapPages(payload), 'https://example.test').map((entry) => entry.url)
    expect(urls).toEqual(expect.arrayContaining(['https://example.test/int-redir-new', 'https://example.test/ar/int-redir-new']))
    expect(urls.filter((url) => url.includes('int-redir-old'))).toEqual([])

    // Renamed again: the first redirect follows the page (one hop), and the second address redirects too.
    await rename(id, 'int-redir-newer')
    const table = await readRedirectTable(payload)
    expect(table.get('/int-redir-old')).toBe('/int-redir-newer')
    expect(table.get('/int-redir-new')).toBe('/int-redir-newer')
  })

  it('of a page then deleted leaves no redirect leading nowhere', async () => {
    const id = await createPage('int-redir-gone-a')
    await rename(id, 'int-redir-gone-b')
    expect(await redirectsFrom('/int-redir-gone-a')).toHaveLength(1)
    await payload.delete({ collection: 'pages', id, ...editor })
    pages.splice(pages.indexOf(id), 1)
    expect(await redirectsFrom('/int-redir-gone-a')).toEqual([])
    expect((await readRedirectTable(payload)).has('/int-redir-gone-a')).toBe(false)
  })

  it('back to an old address removes the redirect from it (no loop) and redirects the address it leaves', async () => {
    const id = await createPage('int-redir-back-a')
    await rename(id, 'int-redir-back-b')
    expect(await redirectsFrom('/int-redir-back-a')).toHaveLength(1)
    await rename(id, 'int-redir-back-a')
    expect(await redirectsFrom('/int-redir-back-a')).toHaveLength(0)
    const table = await readRedirectTable(payload)
    expect(table.has('/int-redir-back-a')).toBe(false)
    expect(table.get('/int-redir-back-b')).toBe('/int-redir-back-a')
  })

  it('of a category with a screen redirects its detail address', async () => {
    const id = await createPage('int-redir-news-a', 'news')
    await rename(id, 'int-redir-news-b')
    expect((await readRedirectTable(payload)).get('/news-details/int-redir-news-a')).toBe('/news-details/int-redir-news-b')
  })

  it('a draft save redirects nothing', async () => {
    const id = await createPage('int-redir-draft-a')
    await payload.update({ collection: 'pages', id, draft: true, data: { uniqueUrl: 'int-redir-draft-b', _status: 'draft' }, ...editor })
    expect(await redirectsFrom('/int-redir-draft-a')).toHaveLength(0)
  })
})

describe('an editor’s redirect', () => {
  it('is refused when it leads back to where it starts: A→A, A→B→A, A→B→C→A', async () => {
    await createPage('int-redir-live')
    expect(await refusal(createRedirect({ from: '/int-redir-self', toType: 'path', toPath: '/int-redir-self' }))).toMatch(/^toPath: .*back to where it starts/)

    // B → A was saved while a page was at A; the page is then taken back to draft, and A → B closes the loop.
    const pageA = await createPage('int-redir-loop-a')
    await createRedirect({ from: '/int-redir-loop-b', toType: 'path', toPath: '/int-redir-loop-a' })
    await payload.update({ collection: 'pages', id: pageA, data: { _status: 'draft' }, ...editor })
    expect(await refusal(createRedirect({ from: '/int-redir-loop-a', toType: 'path', toPath: '/int-redir-loop-b' }))).toMatch(/back to where it starts/)
    expect(await redirectsFrom('/int-redir-loop-a')).toHaveLength(0)

    // B → C while C answers, then C → A while A answers (B collapses to A), then both pages go: A → B is a loop.
    const pageC = await createPage('int-redir-ring-c')
    const pageA2 = await createPage('int-redir-ring-a')
    await createRedirect({ from: '/int-redir-ring-b', toType: 'path', toPath: '/int-redir-ring-c' })
    await payload.update({ collection: 'pages', id: pageC, data: { _status: 'draft' }, ...editor })
    await createRedirect({ from: '/int-redir-ring-c', toType: 'path', toPath: '/int-redir-ring-a' })
    await payload.update({ collection: 'pages', id: pageA2, data: { _status: 'draft' }, ...editor })
    expect(await refusal(createRedirect({ from: '/int-redir-ring-a', toType: 'path', toPath: '/int-redir-ring-b' }))).toMatch(/back to where it starts/)
  })

  it('is refused when its target does not answer: an unpublished page, an unknown or malformed address', async () => {
    const draft = await payload.create({ collection: 'pages', draft: true, data: { title: 'Draft', uniqueUrl: 'int-redir-draft-only', category: 'general', _status: 'draft' }, ...editor })
    pages.push(draft.id)
    expect(await refusal(createRedirect({ from: '/int-redir-x1', toType: 'page', toPage: draft.id }))).toMatch(/^toPage: .*not published/)
    expect(await refusal(createRedirect({ from: '/int-redir-x2', toType: 'path', toPath: '/int-redir-nowhere' }))).toMatch(/^toPath: No published page/)
    expect(await refusal(createRedirect({ from: '/int-redir-x3', toType: 'path', toPath: 'https://evil.example/x' }))).toMatch(/^toPath: Type the new address/)
    expect(await refusal(createRedirect({ from: '/int-redir-x4', toType: 'page' }))).toMatch(/^toPage: Choose the page/)
    expect((await payload.find({ collection: 'redirects', where: { from: { like: 'int-redir-x' } }, ...editor })).docs).toEqual([])
  })

  it('is refused from a published page’s address, a screen’s or a malformed one', async () => {
    await createPage('int-redir-taken')
    expect(await refusal(createRedirect({ from: '/int-redir-taken', toType: 'path', toPath: '/about' }))).toMatch(/^from: A published page/)
    expect(await refusal(createRedirect({ from: '/news-list', toType: 'path', toPath: '/about' }))).toMatch(/^from: .*own screens/)
    expect(await refusal(createRedirect({ from: '/old page.html', toType: 'path', toPath: '/about' }))).toMatch(/^from: Type the old address/)
  })

  it('is written down without the language, and answers at a screen or a page', async () => {
    const saved = await createRedirect({ from: '/ar/int-redir-typed/', toType: 'path', toPath: 'news-list' })
    expect(saved).toMatchObject({ from: '/int-redir-typed', toPath: '/news-list', automatic: false })
    expect((await readRedirectTable(payload)).get('/int-redir-typed')).toBe('/news-list')
  })

  it('collapses chains: A→B, then B→C makes A→C; and A→B with B→C saved as A→C', async () => {
    await createPage('int-redir-chain-target')
    const b = await createPage('int-redir-chain-b')
    await createRedirect({ from: '/int-redir-chain-a', toType: 'path', toPath: '/int-redir-chain-b' })
    // The page at B is renamed to C: B → C, and A follows in one hop.
    await rename(b, 'int-redir-chain-c')
    const [a] = await redirectsFrom('/int-redir-chain-a')
    expect(a).toMatchObject({ toType: 'page', toPage: b })
    expect((await readRedirectTable(payload)).get('/int-redir-chain-a')).toBe('/int-redir-chain-c')

    // An editor's B2 → target, then A2 → B2: A2 is saved as A2 → target.
    await createRedirect({ from: '/int-redir-chain-b2', toType: 'path', toPath: '/int-redir-chain-target' })
    const a2 = await createRedirect({ from: '/int-redir-chain-a2', toType: 'path', toPath: '/int-redir-chain-b2' })
    expect(a2).toMatchObject({ toPath: '/int-redir-chain-target' })
  })

  it('is for staff only', async () => {
    const anonymous = await as(payload, 'anonymous')
    expect(await refusal(payload.create({ collection: 'redirects', data: { from: '/int-redir-anon', toType: 'path', toPath: '/about' }, ...anonymous }))).toBeDefined()
    expect(await refusal(payload.find({ collection: 'redirects', ...anonymous }))).toBeDefined()
  })
})
