/**
 * Menus that link to pages (src/fields/menu.ts), on the seeded database (SQLite and PostgreSQL): the seed links its
 * entries for pages to the pages; renaming a linked page expires the menus and the menus then lead to its new
 * address; unpublishing it hides the entry; an entry with a page and an address is refused with nothing saved;
 * deleting a linked page leaves the menu whole.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toMenuItems } from '@/components/site/menu'
import { findGlobal } from '@/page-data/data'

import { as, testPayload } from './helpers'
import { expiredTags } from './support/next-cache'

let payload: Payload
let reviewer: Awaited<ReturnType<typeof as>>
let saved: unknown
let pageId: number

/** The footer as a visitor's page renders it: [title, href] of every link. */
async function footerLinks(): Promise<[string, string | null][]> {
  const footer = await findGlobal(payload, 'footer', 'en')
  return toMenuItems(footer.items).flatMap((column) => column.children.map((link): [string, string | null] => [link.title, link.href]))
}

beforeAll(async () => {
  payload = await testPayload()
  reviewer = await as(payload, 'reviewer')
  saved = (await payload.findGlobal({ slug: 'footer', depth: 0, locale: 'en' })).items
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'Menu link target', uniqueUrl: 'menu-link-target', category: 'general', _status: 'published' },
    ...reviewer,
  })
  pageId = page.id
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0, locale: 'en' })
  const [first, ...rest] = footer.items ?? []
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'en',
    data: { items: [{ ...first, subItems: [...(first.subItems ?? []), { title: 'Linked page', page: pageId, url: null, isActive: true }] }, ...rest] },
    ...reviewer,
  })
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'footer', locale: 'en', data: { items: saved as never }, overrideAccess: true })
  await payload.delete({ collection: 'pages', id: pageId, overrideAccess: true }).catch(() => undefined)
})

describe('menus that link to pages', () => {
  it('are seeded linked: an entry for a page picks it, an entry for a screen keeps its address', async () => {
    const header = await payload.findGlobal({ slug: 'header', depth: 0, locale: 'en' })
    const entries = (header.items ?? []).flatMap((item) => [item, ...(item.subItems ?? [])])
    const tourism = entries.find((entry) => entry.page && !entry.url)
    expect(tourism, 'an entry linked to a page').toBeDefined()
    expect(entries.some((entry) => entry.url === '/news-list' && !entry.page)).toBe(true)
    const linked = toMenuItems((await findGlobal(payload, 'header', 'en')).items).flatMap((item) => item.children.map((link) => link.href))
    expect(linked).toContain('/economy/Tourism-Sector')
  })

  it("follow a renamed page: the menus expire and lead to the page's new address", async () => {
    expect(await footerLinks()).toContainEqual(['Linked page', '/menu-link-target'])
    await payload.update({ collection: 'pages', id: pageId, data: { uniqueUrl: 'menu-link-moved', _status: 'published' }, ...reviewer })
    expect(expiredTags()).toEqual(expect.arrayContaining(['global:header', 'global:footer']))
    expect(await footerLinks()).toContainEqual(['Linked page', '/menu-link-moved'])
  })

  it('hide an entry whose page is unpublished, and show it again once it is published', async () => {
    await payload.update({ collection: 'pages', id: pageId, data: { _status: 'draft' }, ...reviewer })
    expect(expiredTags()).toContain('global:footer')
    expect((await footerLinks()).map(([title]) => title)).not.toContain('Linked page')
    await payload.update({ collection: 'pages', id: pageId, data: { _status: 'published' }, ...reviewer })
    expect(await footerLinks()).toContainEqual(['Linked page', '/menu-link-moved'])
  })

  it('refuse an entry with both a page and an address, saving nothing', async () => {
    const before = await payload.findGlobal({ slug: 'footer', depth: 0, locale: 'en' })
    const items = structuredClone(before.items ?? [])
    items[0].subItems = [...(items[0].subItems ?? []), { title: 'Both', page: pageId, url: '/about', isActive: true }]
    const refused = await payload.updateGlobal({ slug: 'footer', locale: 'en', data: { items }, ...reviewer }).catch((error: unknown) => error)
    const messages = (refused as { data?: { errors?: { message: string }[] } }).data?.errors?.map((e) => e.message)
    expect(messages).toEqual([expect.stringMatching(/not both/)])
    const after = await payload.findGlobal({ slug: 'footer', depth: 0, locale: 'en' })
    expect(after.items).toEqual(before.items)
  })

  it('stay whole when a linked page is deleted: the entry is hidden, the others stay', async () => {
    const count = (await footerLinks()).length
    await payload.delete({ collection: 'pages', id: pageId, overrideAccess: true })
    expect(expiredTags()).toContain('global:footer')
    const links = await footerLinks()
    expect(links.map(([title]) => title)).not.toContain('Linked page')
    expect(links).toHaveLength(count - 1)
  })
})
