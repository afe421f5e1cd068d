/** Every /api/v1 endpoint: the briefed shapes for published content, and clear errors for bad input. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as api from '@/features/public-api/handlers'

import { testPayload } from './helpers'

let payload: Payload
let draftId: number

beforeAll(async () => {
  payload = await testPayload()
  const draft = await payload.create({
    collection: 'pages',
    draft: true,
    data: { uniqueUrl: 'api-draft', category: 'news', title: 'Secret draft', _status: 'draft' } as never,
  })
  draftId = Number(draft.id)
})

afterAll(async () => {
  await payload.delete({ collection: 'pages', id: draftId })
})

const maps = { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileAttribution: 'Tiles' }

describe('GET /api/v1/pages/by-url/{uniqueUrl}', () => {
  it('returns the published page in the briefed shape, both languages', async () => {
    const { status, body } = await api.getPageByUrl(payload, { uniqueUrl: 'Tourism-Sector' })
    expect(status).toBe(200)
    expect(body.isDone).toBe(true)
    const [page] = body.data as Array<Record<string, unknown>>
    expect(page).toMatchObject({ uniqueUrl: 'Tourism-Sector', statusId: 1, pgPageCategoryId: 40 })
    expect(typeof page.imageUrl).toBe('string')
    const lngs = page.pgPageLngs as Array<{ languageId: number; title: string; content: string }>
    expect(lngs.map((l) => l.languageId).sort()).toEqual([1, 2])
    expect(lngs.find((l) => l.languageId === 1)?.title).toMatch(/[\u0600-\u06FF]/)
    expect(lngs.find((l) => l.languageId === 2)?.content).toContain('<p')
  })

  it('gives an empty list for an unknown or unpublished page', async () => {
    expect((await api.getPageByUrl(payload, { uniqueUrl: 'no-such-page' })).body).toEqual({ isDone: true, data: [], message: null })
    expect((await api.getPageByUrl(payload, { uniqueUrl: 'api-draft' })).body.data).toEqual([])
  })

  it('rejects a malformed unique URL with 400', async () => {
    const result = await api.getPageByUrl(payload, { uniqueUrl: '../../etc' })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ isDone: false, data: null })
    expect(result.body.message).toMatch(/uniqueUrl/)
  })
})

describe('GET /api/v1/pages', () => {
  it('filters by category id and limits', async () => {
    const { status, body } = await api.listPages(payload, { category: '15', limit: '5' })
    expect(status).toBe(200)
    const pages = body.data as Array<{ pgPageCategoryId: number; uniqueUrl: string }>
    expect(pages).toHaveLength(5)
    expect(pages.every((p) => p.pgPageCategoryId === 15)).toBe(true)
    expect(pages.some((p) => p.uniqueUrl === 'api-draft')).toBe(false)
  })

  it('answers 400 for bad parameters and 404 for an unknown category', async () => {
    expect((await api.listPages(payload, { limit: '1000' })).status).toBe(400)
    expect((await api.listPages(payload, { limit: 'many' })).status).toBe(400)
    expect((await api.listPages(payload, { category: '-3' })).status).toBe(400)
    const unknown = await api.listPages(payload, { category: '999' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.isDone).toBe(false)
  })
})

describe('GET /api/v1/pages/{id}/sections', () => {
  it('returns active sections in order with slider and card items', async () => {
    const [home] = (await api.getPageByUrl(payload, { uniqueUrl: 'home' })).body.data as Array<{ id: number }>
    const { status, body } = await api.getSections(payload, { id: String(home.id) })
    expect(status).toBe(200)
    const sections = body.data as Array<Record<string, any>>
    expect(sections[0].sectionStyle).toBe('HomeSlider')
    expect(sections.map((s) => s.orderNum)).toEqual(sections.map((_, i) => i + 1))
    expect(sections.every((s) => s.isActive)).toBe(true)
    const word = sections.find((s) => s.sectionStyle === 'GovernorWord')
    expect(word?.pgSectionCard.pgSectionCardItems).toHaveLength(5)
    expect(word?.pgSectionCard.pgSectionCardItems[1].pgSectionCardItemLngs.map((l: { languageId: number }) => l.languageId).sort()).toEqual([1, 2])
    const gallery = sections.find((s) => s.sectionStyle === 'HomeGallery')
    expect(gallery?.pgSlider.pgSliderItems[0].imageUrl).toMatch(/^\/api\/media\/file\//)
  })

  it('answers 404 for a draft or unknown page and 400 for a bad id', async () => {
    expect((await api.getSections(payload, { id: String(draftId) })).status).toBe(404)
    expect((await api.getSections(payload, { id: '99999999' })).status).toBe(404)
    expect((await api.getSections(payload, { id: 'abc' })).status).toBe(400)
  })
})

describe('GET /api/v1/menus/{type}', () => {
  it('returns active header items with sub-items in both languages', async () => {
    const { status, body } = await api.getMenu(payload, { type: 'header' })
    expect(status).toBe(200)
    const items = body.data as Array<Record<string, any>>
    expect(items.length).toBeGreaterThan(3)
    expect(items[0]).toMatchObject({ isActive: true, orderNum: 1 })
    expect(items.some((i) => i.subItems.length > 0)).toBe(true)
    expect(items[0].menuItemLngs).toHaveLength(2)
  })

  it('answers 404 for another type', async () => {
    expect((await api.getMenu(payload, { type: 'sidebar' })).status).toBe(404)
  })
})

describe('GET /api/v1/images', () => {
  it('returns { id, fileUrl } for a list and for one', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 2, depth: 0 })
    const ids = docs.map((d) => d.id)
    const list = await api.getImages(payload, { ids: ids.join(',') })
    expect(list.status).toBe(200)
    expect(list.body.data).toEqual(docs.map((d) => ({ id: d.id, fileUrl: d.url })))
    const one = await api.getImage(payload, { id: String(ids[0]) })
    expect(one.body.data).toEqual({ id: ids[0], fileUrl: docs[0].url })
  })

  it('answers 400 for malformed ids and 404 for an unknown image', async () => {
    expect((await api.getImages(payload, {})).status).toBe(400)
    expect((await api.getImages(payload, { ids: '1,x' })).status).toBe(400)
    expect((await api.getImage(payload, { id: '0' })).status).toBe(400)
    expect((await api.getImage(payload, { id: '99999999' })).status).toBe(404)
  })
})

describe('GET /api/v1/settings', () => {
  it('returns the public settings', async () => {
    const { status, body } = await api.getSettings(payload, maps)
    expect(status).toBe(200)
    const data = body.data as Record<string, any>
    expect(data.siteName.en).toBeTruthy()
    expect(data.siteName.ar).toMatch(/[\u0600-\u06FF]/)
    expect(data.categoryIds).toMatchObject({ news: 15, events: 20, states: 28, seasons: 82 })
    expect(data.sponsors).toHaveLength(18)
    expect(data.map.tileUrl).toBe(maps.tileUrl)
    expect(JSON.stringify(data)).not.toMatch(/password|secret|salt/i)
  })
})
