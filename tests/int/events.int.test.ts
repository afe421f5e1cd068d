/** The event and news queries: published pages only, the right category, the limits and filters. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findEvents } from '@/features/events/data'
import { toEventSummary } from '@/features/events/model'
import { findClassifications, findNews } from '@/features/news/data'

import { testPayload } from './helpers'

let payload: Payload
let draftId: number | undefined

const DRAFT_URL = 'int-draft-event'

beforeAll(async () => {
  payload = await testPayload()
  const draft = await payload.create({
    collection: 'pages',
    draft: true,
    data: { title: 'Draft event', uniqueUrl: DRAFT_URL, category: 'events', _status: 'draft', event: { categories: ['ADVENTURES'], season: 'AUTUMN' } },
    context: { disableRevalidate: true },
  })
  draftId = draft.id
})

afterAll(async () => {
  if (draftId !== undefined) await payload.delete({ collection: 'pages', id: draftId, context: { disableRevalidate: true } })
})

describe('event queries', () => {
  it('return published events only, of the events category', async () => {
    const events = await findEvents(payload, { locale: 'en' })
    expect(events.length).toBeGreaterThanOrEqual(12)
    expect(events.every((page) => page.category === 'events' && page._status === 'published')).toBe(true)
    expect(events.map((page) => page.uniqueUrl)).not.toContain(DRAFT_URL)
  })

  it('filter by season, by category, leave one out and respect limits', async () => {
    const autumn = await findEvents(payload, { locale: 'ar', season: 'AUTUMN', limit: 4 })
    expect(autumn.length).toBeGreaterThan(0)
    expect(autumn.length).toBeLessThanOrEqual(4)
    expect(autumn.every((page) => page.event?.season === 'AUTUMN')).toBe(true)
    const adventures = (await findEvents(payload, { locale: 'en', category: 'ADVENTURES' })).map(toEventSummary)
    expect(adventures.length).toBeGreaterThan(0)
    expect(adventures.every((event) => event.categories.includes('ADVENTURES'))).toBe(true)
    const others = await findEvents(payload, { locale: 'en', exclude: 'khareef-dhofar-festival', limit: 2 })
    expect(others).toHaveLength(2)
    expect(others.map((page) => page.uniqueUrl)).not.toContain('khareef-dhofar-festival')
  })
})

describe('news queries', () => {
  it('page the published news, newest first, and filter by classification', async () => {
    const first = await findNews(payload, { locale: 'en', page: 1, limit: 12 })
    expect(first.docs).toHaveLength(12)
    expect(first.totalPages).toBeGreaterThanOrEqual(2)
    expect(first.docs.every((page) => page.category === 'news')).toBe(true)
    const dates = first.docs.map((page) => new Date(page.pageDate ?? 0).getTime())
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const culture = (await findClassifications(payload, 'en')).find((c) => c.key === 'culture')
    expect(culture).toBeDefined()
    const filtered = await findNews(payload, { locale: 'en', classificationId: culture?.id })
    expect(filtered.docs.length).toBeGreaterThan(0)
    expect(filtered.docs.every((page) => (typeof page.classification === 'object' ? page.classification?.id : page.classification) === culture?.id)).toBe(true)
  })
})
