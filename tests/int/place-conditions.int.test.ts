/**
 * Places' conditions on the seeded database (SQLite and PostgreSQL): a status saved with its note in both languages
 * and an end is read back by visitors with the time it was set, stamped by the hook (and kept when only the place's
 * name changes); an end in the past and a note too long are refused in the admin's language with nothing saved; the
 * cards read "not confirmed" once the end has passed; the seed's example conditions are there. The save expires the
 * `places` tag.
 */
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'


import { findConditionTimings } from '@/features/map/cms'
import { shownStatus } from '@/features/map/conditions'
import { findMapPlaces } from '@/features/map/data'

import { refusal, testPayload } from './helpers'
import { expiredTags } from './support/next-cache'

const MIN = 60_000
const iso = (minutes: number) => new Date(Date.now() + minutes * MIN).toISOString()

let payload: Payload
const created: number[] = []

const arabicRequest = { i18n: { language: 'ar' } } as unknown as PayloadRequest

async function placeOf(key: string, condition?: Record<string, unknown>) {
  const doc = await payload.create({
    collection: 'places',
    locale: 'en',
    data: { key, name: `Test place ${key}`, region: 'MirbatRegion', lat: 17, lng: 54.6, ...(condition ? { condition } : {}) },
  })
  created.push(Number(doc.id))
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
})


afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'places', id }).catch(() => {})
})

describe('a place condition', () => {
  it('is saved in both languages, stamped with the time it was set, and read by visitors', async () => {
    const before = Date.now()
    const doc = await placeOf('int-cond-a', { status: 'closed', note: 'Red flag: no swimming.', expires: iso(90) })
    expect(expiredTags()).toContain('places')
    const setAt = Date.parse(String(doc.condition?.setAt))
    expect(setAt).toBeGreaterThanOrEqual(before - 1000)
    await payload.update({ collection: 'places', id: doc.id, locale: 'ar', data: { name: 'مكان تجريبي', condition: { note: 'راية حمراء: السباحة ممنوعة.' } } })

    const place = (await findMapPlaces(payload)).find((p) => p.key === 'int-cond-a')
    expect(place?.condition).toMatchObject({ status: 'closed', note: { en: 'Red flag: no swimming.', ar: 'راية حمراء: السباحة ممنوعة.' } })
    expect(Date.parse(String(place?.condition?.expires))).toBeGreaterThan(Date.now())
    expect(shownStatus(place!.condition!, Date.now())).toBe('closed')
    expect(shownStatus(place!.condition!, Date.now() + 91 * MIN)).toBe('unconfirmed')
    expect((await findConditionTimings(payload)).map((t) => t.id)).toContain(Number(doc.id))
  })

  it('keeps the time it was set when something else of the place changes, and moves it when the status does', async () => {
    const doc = await placeOf('int-cond-b', { status: 'busy', expires: iso(60) })
    const first = String(doc.condition?.setAt)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const renamed = await payload.update({ collection: 'places', id: doc.id, locale: 'en', data: { name: 'Renamed test place' } })
    expect(renamed.condition?.setAt).toBe(first)
    const changed = await payload.update({ collection: 'places', id: doc.id, locale: 'en', data: { condition: { status: 'open', expires: iso(60) } } })
    expect(Date.parse(String(changed.condition?.setAt))).toBeGreaterThan(Date.parse(first))
    const cleared = await payload.update({ collection: 'places', id: doc.id, locale: 'en', data: { condition: { status: null, expires: null } } })
    expect(cleared.condition?.setAt ?? null).toBeNull()
    expect((await findMapPlaces(payload)).find((p) => p.key === 'int-cond-b')?.condition).toBeNull()
  })

  it('refuses an end in the past and a note too long, in the admin’s language, saving nothing', async () => {
    const past = await refusal(() => placeOf('int-cond-c', { status: 'closed', expires: iso(-5) }))
    expect(past.status).toBe(400)
    expect(past.errors[0]).toMatchObject({ path: 'condition.expires' })
    expect(past.errors[0]?.message).toMatch(/end in the future/)
    const long = await refusal(() =>
      payload.create({
        collection: 'places',
        locale: 'en',
        req: arabicRequest,
        data: { key: 'int-cond-d', name: 'x', region: 'MirbatRegion', lat: 17, lng: 54.6, condition: { status: 'busy', note: 'x'.repeat(141), expires: iso(30) } },
      }),
    )
    expect(long.errors[0]?.message).toBe('الملاحظة أطول من 140 حرفًا (141).')
    const found = await payload.find({ collection: 'places', where: { key: { in: ['int-cond-c', 'int-cond-d'] } } })
    expect(found.totalDocs).toBe(0)
  })

  it('lets a place whose condition has lapsed be edited', async () => {
    const doc = await placeOf('int-cond-e', { status: 'closed', expires: iso(1) })
    // Its end passes (moved into the past behind the hooks' back, as time would).
    await payload.db.updateOne({ collection: 'places', id: doc.id, data: { condition: { status: 'closed', expires: iso(-10), setAt: doc.condition?.setAt } } })
    const renamed = await payload.update({ collection: 'places', id: doc.id, locale: 'en', data: { name: 'Still editable' } })
    expect(renamed.name).toBe('Still editable')
    const place = (await findMapPlaces(payload)).find((p) => p.key === 'int-cond-e')
    expect(shownStatus(place!.condition!, Date.now())).toBe('unconfirmed')
  })

  it('the seed gives two places an example condition', async () => {
    const places = await findMapPlaces(payload)
    const seeded = places.filter((p) => ['wadi-darbat', 'tawi-atair'].includes(p.key))
    expect(seeded.map((p) => p.condition?.status).sort()).toEqual(['busy', 'restricted'])
    expect(seeded.every((p) => p.condition?.note.ar && p.condition.note.en && p.condition.setAt)).toBe(true)
  })
})
