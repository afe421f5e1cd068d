/**
 * Site search against the seeded database (SQLite and PostgreSQL): the Salalah page in both languages, and the
 * index following published, drafted, edited, unpublished and deleted pages through the Pages hooks.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { searchPages } from '@/features/search/service'
import { buildCount, resetSearchIndexes } from '@/features/search/store'

import { testPayload } from './helpers'

let payload: Payload
const created: number[] = []

const urls = async (term: string, locale: 'en' | 'ar' = 'en') => (await searchPages(payload, term, locale)).map((r) => r.uniqueUrl)

type Texts = { title: string; description?: string; sections?: unknown[] }

async function createPage(uniqueUrl: string, en: Texts, ar?: { title: string }, draft = false) {
  const page = await payload.create({
    collection: 'pages',
    draft,
    data: { uniqueUrl, category: 'general', ...en, _status: draft ? 'draft' : 'published' } as never,
  })
  created.push(Number(page.id))
  if (ar) await payload.update({ collection: 'pages', id: page.id, locale: 'ar', draft, data: { ...ar, _status: draft ? 'draft' : 'published' } as never })
  return Number(page.id)
}

beforeAll(async () => {
  payload = await testPayload()
  resetSearchIndexes()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'pages', id }).catch(() => undefined)
  resetSearchIndexes()
})

describe('the seeded Salalah page', () => {
  it('is found by Salalah in English, first, with its route', async () => {
    const before = buildCount()
    const [first] = await searchPages(payload, 'Salalah', 'en')
    expect(first).toMatchObject({ uniqueUrl: 'Salalah', title: 'Salalah', url: '/state-details/Salalah' })
    expect(first.imageUrl).toMatch(/^\/api\/media\/file\//)
    expect(buildCount()).toBe(before + 1)
  })

  it('is found by صلالة and صلاله in Arabic, and by Salalah typed on the Arabic site', async () => {
    for (const term of ['صلالة', 'صلاله', 'Salalah']) {
      const [first] = await searchPages(payload, term, 'ar')
      expect(first, term).toMatchObject({ uniqueUrl: 'Salalah', title: 'صلالة', url: '/ar/state-details/Salalah' })
      expect(first.matches).toContain('صلاله')
    }
  })

  it('shares one build between concurrent queries', async () => {
    resetSearchIndexes()
    const before = buildCount()
    await Promise.all([urls('Mirbat'), urls('مرباط', 'ar'), urls('Taqah')])
    expect(buildCount()).toBe(before + 1)
  })
})

describe('keeping the index current', () => {
  // Built before the changes below, so they reach it through the hooks.
  beforeAll(() => urls('Dhofar'))

  it('finds a page once published, never a draft', async () => {
    await createPage('search-int-published', { title: 'Xylophone evenings', description: 'Music by the sea' }, { title: 'أمسيات الزيلفون' })
    await createPage('search-int-draft', { title: 'Marimba secrets' }, undefined, true)
    expect(await urls('xylophone')).toEqual(['search-int-published'])
    expect(await urls('الزيلفون', 'ar')).toEqual(['search-int-published'])
    expect(await urls('marimba')).toEqual([])
  })

  it('keeps the published text when a draft is saved, and reflects a published edit', async () => {
    const id = await createPage('search-int-edit', { title: 'Harpsichord recital' })
    await payload.update({ collection: 'pages', id, draft: true, data: { title: 'Theremin recital', _status: 'draft' } as never })
    expect(await urls('theremin')).toEqual([])
    expect(await urls('harpsichord')).toEqual(['search-int-edit'])
    await payload.update({ collection: 'pages', id, data: { title: 'Dulcimer recital', _status: 'published' } as never })
    expect(await urls('dulcimer')).toEqual(['search-int-edit'])
    expect(await urls('harpsichord')).toEqual([])
  })

  it('drops a page that is unpublished or deleted', async () => {
    const unpublished = await createPage('search-int-unpublish', { title: 'Bagpipe parade' })
    const deleted = await createPage('search-int-delete', { title: 'Accordion parade' })
    expect(await urls('bagpipe')).toEqual(['search-int-unpublish'])
    expect(await urls('accordion')).toEqual(['search-int-delete'])
    await payload.update({ collection: 'pages', id: unpublished, data: { _status: 'draft' } as never })
    await payload.delete({ collection: 'pages', id: deleted })
    expect(await urls('bagpipe')).toEqual([])
    expect(await urls('accordion')).toEqual([])
  })

  it('indexes section texts, and ranks a title match above a body-only match', async () => {
    const card = { description: 'A walk past the Ocarina stalls of the old harbour' }
    await createPage('search-int-body', { title: 'Harbour walk', sections: [{ style: 'Statecards', cardItems: [card] }] })
    await createPage('search-int-title', { title: 'Ocarina workshop' })
    expect(await urls('ocarina')).toEqual(['search-int-title', 'search-int-body'])
  })
})
