/**
 * A CSV round trip keeps what visitors see (SQLite and PostgreSQL): the export gives each page's published state
 * and says when a newer draft waits, each language is read without falling back to the other, a `draft` row is a
 * draft save, and a failed import leaves every page exactly as it was, versions included.
 */
import Papa from 'papaparse'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { revalidateTag } from 'next/cache'

import { exportPagesCsv, importPagesCsv } from '@/features/page-csv/endpoints'
import { searchPages } from '@/features/search/service'
import { resetSearchIndexes } from '@/features/search/store'

import { testPayload } from './helpers'
import { callCsv } from './support/page-csv'

let payload: Payload
type Texts = { title?: string; description?: string; location?: string }
type Row = Record<string, string>

const ids = new Map<string, number>()
const localized = (t: Texts) => ({
  ...(t.title === undefined ? {} : { title: t.title }),
  ...(t.description === undefined ? {} : { description: t.description }),
  ...(t.location === undefined ? {} : { event: { location: t.location } }),
})

/** A published event in English and, when given, Arabic; `draft` is then saved over it without publishing. */
async function event(uniqueUrl: string, en: Texts, ar?: Texts, draft?: { en: Texts }) {
  const page = await payload.create({
    collection: 'pages',
    data: { uniqueUrl, category: 'events', pageDate: '2026-08-01T00:00:00.000Z', _status: 'published', ...localized(en) } as never,
  })
  if (ar) await payload.update({ collection: 'pages', id: page.id, locale: 'ar', data: { _status: 'published', ...localized(ar) } as never })
  if (draft) await payload.update({ collection: 'pages', id: page.id, locale: 'en', draft: true, data: localized(draft.en) as never })
  ids.set(uniqueUrl, Number(page.id))
  return Number(page.id)
}

/** The export, parsed: its header line and each row by address (the raw line too, to import it unchanged). */
async function exported() {
  const response = await callCsv(payload, exportPagesCsv, 'events')
  expect(response.status).toBe(200)
  const csv = (await response.text()).replace(/^\uFEFF/, '')
  const lines = csv.split('\r\n')
  const records = Papa.parse<Row>(csv, { header: true, skipEmptyLines: true }).data
  const row = (url: string) => {
    const index = records.findIndex((r) => r.uniqueUrl === url)
    expect(index, url).toBeGreaterThanOrEqual(0)
    return { record: records[index] as Row, line: lines[index + 1] as string }
  }
  return { header: lines[0] as string, row }
}

const importCsv = async (lines: string[]) => {
  const response = await callCsv(payload, importPagesCsv, 'events', lines.join('\r\n'))
  return { status: response.status, body: (await response.json()) as { data: unknown; errors: { row: number; field: string }[] } }
}

/** What an anonymous visitor gets (nothing once the page is unpublished), or the latest draft, in one language. */
const visitorSees = async (url: string, locale: 'en' | 'ar') =>
  (await payload.find({ collection: 'pages', where: { uniqueUrl: { equals: url } }, locale, fallbackLocale: false, depth: 0, overrideAccess: false, user: null })).docs[0]
const latestDraft = async (url: string, locale: 'en' | 'ar') =>
  (await payload.find({ collection: 'pages', where: { uniqueUrl: { equals: url } }, locale, fallbackLocale: false, depth: 0, draft: true })).docs[0]
const versionCount = async (url: string) => (await payload.countVersions({ collection: 'pages', where: { parent: { equals: ids.get(url) } } })).totalDocs

/** The page as the database holds it: every language of the page and of each of its versions. */
async function stored(url: string) {
  const id = ids.get(url)
  const page = await payload.db.findOne({ collection: 'pages', where: { id: { equals: id } }, locale: 'all' })
  const versions = await payload.db.findVersions({ collection: 'pages', where: { parent: { equals: id } }, locale: 'all', limit: 0, pagination: false, sort: 'id' })
  return { page, versions: versions.docs }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'pages', where: { uniqueUrl: { like: 'int-csvrt' } } })
  resetSearchIndexes()
})

describe('a CSV round trip', () => {
  it('exports what visitors see, names a newer draft, and leaves both alone when the row comes back unchanged', async () => {
    await event('int-csvrt-live', { title: 'Live night', description: 'Music', location: 'Salalah' }, { title: 'ليلة منشورة', description: 'موسيقى', location: 'صلالة' }, { en: { title: 'Draft night' } })
    const versions = await versionCount('int-csvrt-live')
    const { header, row } = await exported()
    const { record, line } = row('int-csvrt-live')
    expect(record).toMatchObject({ status: 'published', title_en: 'Live night', title_ar: 'ليلة منشورة', description_en: 'Music', location_ar: 'صلالة' })
    expect(record.newer_draft).toMatch(/^\d{4}-\d\d-\d\dT/)

    const { status, body } = await importCsv([header, line])
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.data).toEqual({ created: 0, updated: 0, unchanged: 1 })
    expect(await visitorSees('int-csvrt-live', 'en')).toMatchObject({ title: 'Live night', _status: 'published' })
    expect(await visitorSees('int-csvrt-live', 'ar')).toMatchObject({ title: 'ليلة منشورة', description: 'موسيقى' })
    expect((await latestDraft('int-csvrt-live', 'en'))?.title).toBe('Draft night')
    expect(await versionCount('int-csvrt-live')).toBe(versions)
  })

  it('reads each language without falling back to the other: English never lands in the Arabic columns', async () => {
    await event('int-csvrt-half', { title: 'Half translated', description: 'Only in English', location: 'Mirbat' }, { title: 'مترجمة جزئيًا' })
    await event('int-csvrt-english', { title: 'English only', description: 'Not translated yet' })
    const { header, row } = await exported()
    expect(row('int-csvrt-half').record).toMatchObject({ title_ar: 'مترجمة جزئيًا', description_ar: '', location_ar: '' })
    expect(row('int-csvrt-english').record).toMatchObject({ title_en: 'English only', title_ar: '', description_ar: '' })

    const { status, body } = await importCsv([header, row('int-csvrt-half').line, row('int-csvrt-english').line])
    expect(status, JSON.stringify(body)).toBe(200)
    for (const url of ['int-csvrt-half', 'int-csvrt-english']) {
      const ar = await latestDraft(url, 'ar')
      expect(ar?.description ?? null, url).toBeNull()
      expect(ar?.event?.location ?? null, url).toBeNull()
    }
    expect((await latestDraft('int-csvrt-english', 'ar'))?.title ?? null).toBeNull()
    expect(await visitorSees('int-csvrt-half', 'en')).toMatchObject({ description: 'Only in English', _status: 'published' })
  })

  it('saves a draft row as a draft: the live page keeps its text and stays published', async () => {
    await event('int-csvrt-plain', { title: 'Plain night', location: 'Taqah' }, { title: 'ليلة عادية', location: 'طاقة' })
    const { header, row } = await exported()
    const changed = { ...row('int-csvrt-plain').record, status: 'draft', title_en: 'Plain night, later' }
    const { status, body } = await importCsv([header, Papa.unparse([changed], { header: false, columns: Object.keys(changed) })])
    expect(status, JSON.stringify(body)).toBe(200)
    expect(await visitorSees('int-csvrt-plain', 'en')).toMatchObject({ title: 'Plain night', _status: 'published', event: { location: 'Taqah' } })
    expect(body.data).toEqual({ created: 0, updated: 1, unchanged: 0 })
    expect(await latestDraft('int-csvrt-plain', 'en')).toMatchObject({ title: 'Plain night, later', _status: 'draft' })
    expect(await latestDraft('int-csvrt-plain', 'ar')).toMatchObject({ title: 'ليلة عادية', event: { location: 'طاقة' } })
  })

  it('refuses to publish a changed row over a newer draft, which publishing would take live unseen', async () => {
    await event('int-csvrt-busy', { title: 'Busy night' }, { title: 'ليلة مزدحمة' }, { en: { title: 'Busy night, being edited' } })
    const versions = await versionCount('int-csvrt-busy')
    const { header, row } = await exported()
    const changed = { ...row('int-csvrt-busy').record, title_ar: 'ليلة مزدحمة جدًا' }
    const { status, body } = await importCsv([header, Papa.unparse([changed], { header: false, columns: Object.keys(changed) })])
    expect(status).toBe(400)
    expect(body.errors.map((e) => `${e.row}:${e.field}`)).toEqual(['2:status'])
    expect(await versionCount('int-csvrt-busy')).toBe(versions)
    expect(await visitorSees('int-csvrt-busy', 'ar')).toMatchObject({ title: 'ليلة مزدحمة' })
    expect((await latestDraft('int-csvrt-busy', 'en'))?.title).toBe('Busy night, being edited')
  })
})

describe('a failed import', () => {
  it('leaves every page it touched exactly as it was, versions included, and tells the caches and the search', async () => {
    await event('int-csvrt-u1', { title: 'Undo one' }, { title: 'تراجع واحد' }, { en: { title: 'Undo one, draft' } })
    const u2 = await event('int-csvrt-u2', { title: 'Undo two' }, { title: 'تراجع اثنان' })
    // 25 versions, the most a page keeps: the import's save drops the oldest, which the undo must bring back.
    for (let i = await versionCount('int-csvrt-u2'); i < 25; i++) {
      await payload.update({ collection: 'pages', id: u2, data: { description: `Edit ${i}`, _status: 'published' } as never })
    }
    const { header, row } = await exported()
    const one = { ...row('int-csvrt-u1').record, status: 'draft', title_ar: 'تراجع واحد، مسودة' }
    const two = { ...row('int-csvrt-u2').record, title_en: 'Zebracorn night' }
    const before = { u1: await stored('int-csvrt-u1'), u2: await stored('int-csvrt-u2') }
    expect(before.u2.versions).toHaveLength(25)
    resetSearchIndexes()
    expect(await searchPages(payload, 'Undo two', 'en')).not.toEqual([])

    const spy = vi.spyOn(payload, 'create').mockImplementationOnce(() => {
      vi.mocked(revalidateTag).mockClear()
      return Promise.reject(new Error('disk full'))
    })
    const columns = Object.keys(one)
    const newRow = { ...one, uniqueUrl: 'int-csvrt-new', status: 'published', title_en: 'New', title_ar: 'جديد', newer_draft: '' }
    const { status, body } = await importCsv([header, ...[one, two, newRow].map((r) => Papa.unparse([r], { header: false, columns }))])
    spy.mockRestore()
    expect(status).toBe(400)
    expect(body.errors[0]?.row).toBe(4)

    expect(await stored('int-csvrt-u1')).toEqual(before.u1)
    expect(await stored('int-csvrt-u2')).toEqual(before.u2)
    expect(await payload.count({ collection: 'pages', where: { uniqueUrl: { equals: 'int-csvrt-new' } } })).toMatchObject({ totalDocs: 0 })
    expect(await visitorSees('int-csvrt-u1', 'en')).toMatchObject({ title: 'Undo one', _status: 'published' })
    expect(await searchPages(payload, 'Zebracorn', 'en')).toEqual([])
    const expired = vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)
    expect(expired).toEqual(expect.arrayContaining(['page:int-csvrt-u2', 'pages:events']))
  })
})
