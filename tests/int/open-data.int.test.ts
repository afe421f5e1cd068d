/**
 * Open data reads as an anonymous visitor: the seeded data sets and their uploaded CSV files, unknown keys, and
 * drafts of open-data detail pages. (Data sets have no draft state: every data set the public may read is
 * published, and the download route reads through the same anonymous access.)
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findPageByUrl } from '@/page-data/data'
import { csvToRecords } from '@/features/open-data/csv'
import { findDatasetByKey, findDatasets, readDatasetFile } from '@/features/open-data/data'
import { datasets as seeded } from '@/seed/data/open-data'

import { as, testPayload } from './helpers'

let payload: Payload
let draftId: number | undefined
const DRAFT_URL = 'int-draft-open-data-details'

beforeAll(async () => {
  payload = await testPayload()
  const draft = await payload.create({
    collection: 'pages',
    draft: true,
    data: { title: 'Draft details', uniqueUrl: DRAFT_URL, category: 'openData', _status: 'draft' },
    context: { disableRevalidate: true },
  })
  draftId = draft.id
})

afterAll(async () => {
  if (draftId !== undefined) await payload.delete({ collection: 'pages', id: draftId, context: { disableRevalidate: true } })
})

describe('open data sets', () => {
  it('lists every seeded data set, in both languages', async () => {
    const en = await findDatasets(payload, 'en')
    const ar = await findDatasets(payload, 'ar')
    expect(en.map((d) => d.key).sort()).toEqual(seeded.map((d) => d.key).sort())
    const wilayats = ar.find((d) => d.key === 'wilayats')
    expect(wilayats?.title).toBe(seeded.find((d) => d.key === 'wilayats')?.title.ar)
  })

  it('reads the uploaded CSV of a data set, and it converts to one record per row', async () => {
    const dataset = await findDatasetByKey(payload, 'wilayats')
    expect(dataset).not.toBeNull()
    const csv = await readDatasetFile(payload, dataset!)
    expect(csv).not.toBeNull()
    const records = csvToRecords(csv!)
    expect(records).toHaveLength(10)
    expect(records[0]).toMatchObject({ id: 'salalah', name_ar: 'صلالة' })
  })

  it('finds nothing for an unknown or malformed key', async () => {
    expect(await findDatasetByKey(payload, 'no-such-data-set')).toBeNull()
    expect(await findDatasetByKey(payload, '../media/x')).toBeNull()
  })

  it('lets only staff change data sets', async () => {
    const dataset = await findDatasetByKey(payload, 'wilayats')
    await expect(
      payload.update({ collection: 'datasets', id: dataset!.id, data: { title: 'x' }, ...(await as(payload, 'anonymous')) }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('open data details pages', () => {
  it('are served when published and hidden from visitors while drafts', async () => {
    const guide = await findPageByUrl(payload, 'open-data-guide', { locale: 'en' })
    expect(guide?.category).toBe('openData')
    expect(await findPageByUrl(payload, DRAFT_URL, { locale: 'en' })).toBeNull()
  })
})
