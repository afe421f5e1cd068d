/** The seed is complete and idempotent: a second run writes nothing. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { onPostgres, testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function snapshot() {
  const counts: Record<string, number> = {}
  const stamps: Record<string, string> = {}
  for (const collection of ['pages', 'media', 'datasets', 'places', 'classifications'] as const) {
    const { docs, totalDocs } = await payload.find({ collection, limit: 1000, depth: 0, sort: 'id' })
    counts[collection] = totalDocs
    for (const doc of docs) stamps[`${collection}:${doc.id}`] = String(doc.updatedAt)
  }
  for (const slug of ['header', 'footer', 'settings'] as const) {
    stamps[`global:${slug}`] = String((await payload.findGlobal({ slug, depth: 0 })).updatedAt)
  }
  return { counts, stamps }
}

describe('seed', () => {
  it('covers the whole site', async () => {
    const count = async (category: string) =>
      (await payload.count({ collection: 'pages', where: { category: { equals: category } } })).totalDocs
    expect(await count('news')).toBeGreaterThanOrEqual(12)
    expect(await count('events')).toBeGreaterThanOrEqual(12)
    expect(await count('states')).toBe(10)
    expect(await count('seasons')).toBe(3)
    expect(await count('economy')).toBeGreaterThanOrEqual(5)
    expect((await payload.count({ collection: 'datasets' })).totalDocs).toBeGreaterThanOrEqual(6)
    for (const uniqueUrl of ['home', 'Tourism-Sector', 'FAQ', 'Identity', 'Strategy', 'organizational-structure', 'open-data', 'e-visa', 'about', 'privacy', 'Supplier-registration-services', 'social', 'digital-participation', 'discover-dhofar', 'interactiveMap', 'states', 'mapLeaflet']) {
      const found = await payload.count({ collection: 'pages', where: { uniqueUrl: { equals: uniqueUrl } } })
      expect(found.totalDocs, uniqueUrl).toBe(1)
    }
    const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
    const tiers = (settings.sponsors ?? []).map((s) => s.tier)
    expect(['main', 'gold', 'silver', 'bronze'].map((t) => tiers.filter((x) => x === t).length)).toEqual([6, 2, 2, 8])
  })

  it('has both languages for every page', async () => {
    const { docs } = await payload.find({ collection: 'pages', locale: 'all', limit: 1000, depth: 0 })
    for (const doc of docs) {
      const title = doc.title as unknown as { en?: string; ar?: string }
      expect(title.en, doc.uniqueUrl).toBeTruthy()
      expect(title.ar, doc.uniqueUrl).toMatch(/[\u0600-\u06FF]/)
    }
  })

  it('running it again changes nothing', async () => {
    const before = await snapshot()
    await seed(payload, { log: () => undefined })
    const after = await snapshot()
    expect(after.counts).toEqual(before.counts)
    expect(after.stamps).toEqual(before.stamps)
  })

  // The whole seed again (a minute): on SQLite only. PostgreSQL's seed is the suite's own set-up (scripts/setup.ts), and
  // the reset's deletes are the Local API's, which the other tests run on both databases.
  it.skipIf(onPostgres)('--reset removes what editors added and seeds again', async () => {
    const before = await snapshot()
    await payload.create({
      collection: 'pages',
      data: { uniqueUrl: 'editor-added', category: 'general', title: 'Added by an editor', _status: 'published' } as never,
    })
    await seed(payload, { reset: true, log: () => undefined })
    const found = await payload.count({ collection: 'pages', where: { uniqueUrl: { equals: 'editor-added' } } })
    expect(found.totalDocs).toBe(0)
    expect((await snapshot()).counts).toEqual(before.counts)
  }, 300_000)
})
