/**
 * Open data reads as an anonymous visitor: the seeded data sets and their uploaded CSV files, unknown keys, and
 * drafts of open-data detail pages. (Data sets have no draft state: every data set the public may read is
 * published, and the download route reads through the same anonymous access.)
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findPageByUrl } from '@/page-data/data'
import { csvToRecords } from '@/features/open-data/csv'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ValidationError } from 'payload'

import { findDatasetByKey, findDatasets, readDatasetDownload, readDatasetFile } from '@/features/open-data/data'
import { downloadResponse } from '@/features/open-data/download'
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

describe('typed open data', () => {
  it('stores the seed\'s column types, with the descriptions in both languages', async () => {
    const en = await findDatasetByKey(payload, 'wilayats', 'en')
    const ar = await findDatasetByKey(payload, 'wilayats', 'ar')
    const expected = seeded.find((d) => d.key === 'wilayats')!.columns
    expect(en?.columns?.map((c) => [c.name, c.type])).toEqual(expected.map((c) => [c.name, c.type]))
    expect(en?.columns?.find((c) => c.name === 'lat')?.description).toBe('Latitude in decimal degrees (WGS 84)')
    expect(ar?.columns?.find((c) => c.name === 'lat')?.description).toBe('خط العرض بالدرجات العشرية (WGS 84)')
  })

  it('downloads JSON typed by the CMS: numbers, booleans, integers, and null for empty cells', async () => {
    const found = await readDatasetDownload(payload, 'frankincense-sites')
    const response = downloadResponse(found!, 'json')
    expect(response.headers.get('content-type')).toBe('application/json')
    const rows = (await response.json()) as Record<string, unknown>[]
    expect(rows[0]).toMatchObject({ id: 'wadi-dawkah', unesco_component: true, inscription_year: 2000, lat: 17.37, lng: 54.04, precision_deg: 0.05 })
    expect(rows.find((r) => r.id === 'hanun')).toMatchObject({ unesco_component: false, inscription_year: null, lat: null, lng: null, precision_deg: null })
    const wilayats = (await downloadResponse((await readDatasetDownload(payload, 'wilayats'))!, 'json').json()) as Record<string, unknown>[]
    expect(wilayats.map((w) => typeof w.lat)).toEqual(Array(10).fill('number'))
    expect(wilayats.filter((w) => w.coastal === true)).toHaveLength(7)
    expect(wilayats.filter((w) => w.coastal === false)).toHaveLength(3)
    const seasons = (await downloadResponse((await readDatasetDownload(payload, 'seasons-calendar'))!, 'json').json()) as Record<string, unknown>[]
    expect(seasons.map((s) => s.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('serves the CSV as the uploaded file, byte for byte, and with a BOM for Excel on request', async () => {
    const dataset = await findDatasetByKey(payload, 'beaches')
    const staticDir = payload.collections.datasets.config.upload.staticDir!
    const file = await readFile(path.join(path.resolve(staticDir), dataset!.filename!))
    const found = await readDatasetDownload(payload, 'beaches')
    expect(Buffer.from(await downloadResponse(found!, 'csv').arrayBuffer()).equals(file)).toBe(true)
    const excel = Buffer.from(await downloadResponse(found!, 'csv', { bom: true }).arrayBuffer())
    expect(excel.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(excel.subarray(3).equals(file)).toBe(true)
  })

  describe('saving a data set', () => {
    const KEY = 'int-typed-columns'
    const csv = (text: string) => {
      const data = Buffer.from(text, 'utf8')
      return { data, mimetype: 'text/csv', name: `${KEY}.csv`, size: data.length }
    }
    const base = { key: KEY, title: 'Typed columns', modified: '2026-11-15T00:00:00.000Z' }
    let id: number | undefined

    afterAll(async () => {
      if (id !== undefined) await payload.delete({ collection: 'datasets', id, context: { disableRevalidate: true } })
    })

    /** The messages of the ValidationError a save is refused with. */
    async function refusal(save: Promise<unknown>): Promise<string[]> {
      const error = await save.then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ValidationError)
      const { errors } = (error as ValidationError).data
      // The sentences are in the error's own message too: that is what the admin's notice and REST clients show.
      for (const e of errors) expect((error as ValidationError).message).toContain(e.message)
      return errors.map((e) => `${e.path}: ${e.message}`)
    }

    it('refuses a cell that does not read as its column\'s type, naming the column and the row', async () => {
      const messages = await refusal(
        payload.create({
          collection: 'datasets',
          data: { ...base, columns: [{ name: 'year', type: 'integer' }] },
          file: csv('id,year\r\na,2000\r\nb,around 1990\r\n'),
          context: { disableRevalidate: true },
        }),
      )
      expect(messages).toEqual(['columns.0.type: Column "year" at row 3 of the file: "around 1990" is not a whole number (e.g. 2000). Correct the file or the column\'s type.'])
      expect((await payload.find({ collection: 'datasets', where: { key: { equals: KEY } } })).totalDocs).toBe(0)
    })

    it('refuses a column type for a header the file does not have', async () => {
      const messages = await refusal(
        payload.create({
          collection: 'datasets',
          data: { ...base, columns: [{ name: 'latitude', type: 'number' }] },
          file: csv('id,lat\r\na,17.02\r\n'),
          context: { disableRevalidate: true },
        }),
      )
      expect(messages[0]).toMatch(/^columns\.0\.name: Column "latitude" is not a header of the uploaded CSV file; its headers are id · lat\.$/)
    })

    it('accepts fitting types, then checks a later change of type against the stored file', async () => {
      const doc = await payload.create({
        collection: 'datasets',
        data: { ...base, columns: [{ name: 'lat', type: 'number' }] },
        file: csv('id,lat\r\na,17.02\r\nb,\r\n'),
        context: { disableRevalidate: true },
      })
      id = doc.id
      const rows = await downloadResponse((await readDatasetDownload(payload, KEY))!, 'json').json()
      expect(rows).toEqual([{ id: 'a', lat: 17.02 }, { id: 'b', lat: null }])
      const messages = await refusal(
        payload.update({ collection: 'datasets', id: doc.id, data: { columns: [{ name: 'id', type: 'boolean' }] }, context: { disableRevalidate: true } }),
      )
      expect(messages[0]).toMatch(/^columns\.0\.type: Column "id" at row 2 of the file: "a" is not yes or no/)
      const replaced = await refusal(
        payload.update({ collection: 'datasets', id: doc.id, data: {}, file: csv('id,lat\r\na,north\r\n'), context: { disableRevalidate: true } }),
      )
      expect(replaced[0]).toMatch(/^columns\.0\.type: Column "lat" at row 2 of the file: "north" is not a number/)
    })
  })
})

describe('open data details pages', () => {
  it('are served when published and hidden from visitors while drafts', async () => {
    const guide = await findPageByUrl(payload, 'open-data-guide', { locale: 'en' })
    expect(guide?.category).toBe('openData')
    expect(await findPageByUrl(payload, DRAFT_URL, { locale: 'en' })).toBeNull()
  })
})
