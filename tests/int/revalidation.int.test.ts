/**
 * Exact revalidation (docs/decisions/0003): Next's cache is mocked, content is changed through the Local API on
 * the seeded database, and each change must expire exactly the tags of what it affects — no more, no less.
 */
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPageByUrl } from '@/page-data/queries'
import { getEventSummaries } from '@/features/events/queries'
import { tags } from '@/lib/cache-tags'

import { testPayload } from './helpers'
import { recordedTags, revalidateTag } from './support/next-cache'

let payload: Payload
const created: { pages: number[]; media: number[] } = { pages: [], media: [] }

/** The menus, which may link to a page by its id and show its address (src/fields/menu.ts). */
const MENUS = ['global:header', 'global:footer']

const expired = () => new Set(revalidateTag.mock.calls.map(([tag]) => tag as string))

async function png(color: string) {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: color } }).png().toBuffer()
  return { data, mimetype: 'image/png', name: `int-${color.slice(1)}.png`, size: data.length }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created.pages) await payload.delete({ collection: 'pages', id, context: { disableRevalidate: true } })
  for (const id of created.media) await payload.delete({ collection: 'media', id, context: { disableRevalidate: true } })
})

describe('page changes expire exactly their tags', () => {
  let id: number

  it('a new draft expires nothing', async () => {
    const page = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'Revalidation probe', uniqueUrl: 'int-reval-a', category: 'general', _status: 'draft' },
    })
    id = page.id
    created.pages.push(id)
    expect(expired()).toEqual(new Set())
  })

  it('publishing expires the page, its category list, the redirect table and the menus (the address is the page’s now)', async () => {
    await payload.update({ collection: 'pages', id, data: { _status: 'published' } })
    expect(expired()).toEqual(new Set(['page:int-reval-a', 'pages:general', 'redirects', ...MENUS]))
  })

  it('a draft save over the published page expires nothing', async () => {
    await payload.update({ collection: 'pages', id, draft: true, data: { title: 'Revalidation probe, edited' } })
    expect(expired()).toEqual(new Set())
    const live = await payload.find({ collection: 'pages', where: { uniqueUrl: { equals: 'int-reval-a' } }, overrideAccess: false })
    expect(live.docs[0]?.title).toBe('Revalidation probe')
  })

  it('a URL change expires the published and the new address and the menus, not a draft’s in between', async () => {
    await payload.update({ collection: 'pages', id, draft: true, data: { uniqueUrl: 'int-reval-draft' } })
    expect(expired()).toEqual(new Set())
    await payload.update({ collection: 'pages', id, data: { uniqueUrl: 'int-reval-b', _status: 'published' } })
    expect(expired()).toEqual(new Set(['page:int-reval-a', 'page:int-reval-b', 'pages:general', 'redirects', ...MENUS]))
  })

  it('a category change expires both lists and the menus', async () => {
    await payload.update({ collection: 'pages', id, data: { category: 'events', _status: 'published' } })
    expect(expired()).toEqual(new Set(['page:int-reval-b', 'pages:general', 'pages:events', 'redirects', ...MENUS]))
  })

  it('unpublishing expires the page, its list and the menus', async () => {
    await payload.update({ collection: 'pages', id, data: { _status: 'draft' } })
    expect(expired()).toEqual(new Set(['page:int-reval-b', 'pages:events', 'redirects', ...MENUS]))
  })

  it('editing an unpublished page expires nothing', async () => {
    await payload.update({ collection: 'pages', id, data: { title: 'Still unpublished', _status: 'draft' } })
    expect(expired()).toEqual(new Set())
  })

  it('deleting a page expires its address, its list and the redirects (its old address led to it)', async () => {
    await payload.delete({ collection: 'pages', id })
    created.pages.splice(created.pages.indexOf(id), 1)
    expect(expired()).toEqual(new Set(['page:int-reval-b', 'pages:events', 'redirects']))
  })
})

describe('uploads, menus and settings', () => {
  it('replacing an upload expires only that picture (and the public API answers that carry pictures)', async () => {
    const media = await payload.create({ collection: 'media', data: { alt: 'Probe picture' }, file: await png('#aa3300') })
    created.media.push(media.id)
    expect(expired()).toEqual(new Set([`media:${media.id}`, tags.apiMedia]))
    revalidateTag.mockClear()
    await payload.update({ collection: 'media', id: media.id, data: {}, file: await png('#0033aa'), overwriteExistingFiles: true })
    expect(expired()).toEqual(new Set([`media:${media.id}`, tags.apiMedia]))
  })

  it('a menu change expires the header menu only', async () => {
    const header = await payload.findGlobal({ slug: 'header', depth: 0 })
    await payload.updateGlobal({ slug: 'header', data: { items: header.items } })
    expect(expired()).toEqual(new Set(['global:header']))
  })

  it('a settings change expires the settings only', async () => {
    const settings = await payload.findGlobal({ slug: 'settings', depth: 0, locale: 'en' })
    await payload.updateGlobal({ slug: 'settings', locale: 'en', data: { tagline: `${settings.tagline ?? ''} ` } })
    expect(expired()).toEqual(new Set(['global:settings']))
    await payload.updateGlobal({ slug: 'settings', locale: 'en', data: { tagline: settings.tagline }, context: { disableRevalidate: true } })
  })
})

describe('reads carry the tags of what they show', () => {
  it('a page read: its address and each of its pictures, no tag for all media', async () => {
    const page = await getPageByUrl('about', 'en')
    const tags = recordedTags.flat()
    expect(tags).toContain('page:about')
    expect(tags).not.toContain('media')
    const image = page?.image
    if (image && typeof image === 'object') expect(tags).toContain(`media:${image.id}`)
    expect(tags.filter((tag) => tag.startsWith('media:')).length).toBeGreaterThan(0)
  })

  it('the event cards: the events list and only the card pictures', async () => {
    const events = await getEventSummaries('en', { limit: 3 })
    const tags = recordedTags.flat()
    expect(tags).toContain('pages:events')
    const shown = await payload.find({
      collection: 'pages',
      where: { uniqueUrl: { in: events.map((e) => e.uniqueUrl) } },
      depth: 0,
      overrideAccess: false,
    })
    const pictureIds = shown.docs.map((doc) => doc.image).filter((image) => image != null)
    expect(new Set(tags.filter((tag) => tag.startsWith('media:')))).toEqual(new Set(pictureIds.map((id) => `media:${id}`)))
  })
})
