/**
 * GET /api/v1/search validation: bad input answers 400 and an empty term answers at once, and neither reaches
 * the index (the store is replaced by a spy). The search itself is covered by search-engine and the integration
 * tests.
 */
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { createPageIndex, upsertPage } from '@/features/search/engine'
import { searchHandler } from '@/features/search/handler'
import { searchIndexes } from '@/features/search/store'

vi.mock('@/features/search/store', () => ({ searchIndexes: vi.fn() }))

const payload = {} as Payload
const built = vi.mocked(searchIndexes)

beforeEach(() => {
  built.mockReset()
})

describe('searchHandler', () => {
  it('answers an empty or blank term with an empty list without touching the index', async () => {
    for (const query of [{}, { term: '' }, { term: '   \t\n ' }, { term: '', languageId: '2' }]) {
      expect(await searchHandler(payload, query)).toEqual({ status: 200, body: { isDone: true, data: [], message: null } })
    }
    expect(built).not.toHaveBeenCalled()
  })

  it('refuses a term over 200 characters with a clear message', async () => {
    const result = await searchHandler(payload, { term: 'a'.repeat(201) })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ isDone: false, data: null })
    expect(result.body.message).toBe('Invalid term: must be at most 200 characters')
    expect(built).not.toHaveBeenCalled()
  })

  it('counts characters, not UTF-16 units, and trims before counting', async () => {
    built.mockResolvedValue({ en: createPageIndex(), ar: createPageIndex() })
    expect((await searchHandler(payload, { term: '😀'.repeat(200) })).status).toBe(200)
    expect((await searchHandler(payload, { term: ` ${'ب'.repeat(200)} ` })).status).toBe(200)
  })

  it('refuses a bad languageId or limit', async () => {
    for (const query of [{ languageId: '3' }, { languageId: 'ar' }, { limit: '0' }, { limit: '51' }, { limit: '2.5' }]) {
      const result = await searchHandler(payload, { term: 'Salalah', ...query })
      expect(result.status, JSON.stringify(query)).toBe(400)
      expect(result.body.message).toMatch(/^Invalid (languageId|limit): /)
    }
    expect(built).not.toHaveBeenCalled()
  })

  it('searches Arabic by default and answers in the briefed shape with the routed url', async () => {
    const ar = createPageIndex()
    upsertPage(ar, {
      id: 7, uniqueUrl: 'Salalah', category: 'states', title: 'صلالة', description: 'مركز محافظة ظفار', seo: '', body: '',
      imageId: 3, imageUrl: '/api/media/file/salalah.webp',
    })
    built.mockResolvedValue({ en: createPageIndex(), ar })
    const { status, body } = await searchHandler(payload, { term: ' صلاله ' })
    expect(status).toBe(200)
    expect(body.data).toEqual([
      {
        imageId: 3,
        uniqueUrl: 'Salalah',
        pgPageLngs: [{ languageId: 1, title: 'صلالة', description: 'مركز محافظة ظفار' }],
        imageUrl: '/api/media/file/salalah.webp',
        url: '/ar/state-details/Salalah',
        score: expect.any(Number),
        matches: ['صلاله', 'صلال'],
      },
    ])
    expect((await searchHandler(payload, { term: 'Salalah', languageId: '2' })).body.data).toEqual([])
  })
})
