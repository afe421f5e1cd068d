/** CSV import and export of events and news: per-row errors, all rows or none, a round trip through export. */
import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { exportPagesCsv, importPagesCsv } from '@/features/page-csv/endpoints'

import { testPayload } from './helpers'
import { callCsv } from './support/page-csv'

let payload: Payload
const HEADER = 'uniqueUrl,status,date,title_en,title_ar,description_en,description_ar,location_en,location_ar,classification'
const call = (endpoint: Endpoint, kind: string, body = '') => callCsv(payload, endpoint, kind, body)

const count = async (prefix: string) =>
  (await payload.count({ collection: 'pages', where: { uniqueUrl: { like: prefix } } })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'pages', where: { uniqueUrl: { like: 'int-csv' } } })
})

describe('CSV import', () => {
  it('lists every bad row and writes nothing', async () => {
    const csv = [
      HEADER,
      'int-csv-a,published,2026-07-15,Khareef night,ليلة الخريف,,,Salalah,صلالة,',
      'bad url!,published,2026-07-15,Title,عنوان,,,,,',
      'int-csv-c,soon,not a date,,عنوان,English text,,,,',
      'int-csv-a,draft,,Again,مرة أخرى,,,,,',
    ].join('\n')
    const response = await call(importPagesCsv, 'events', csv)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { row: number; field: string }[] }
    expect(body.errors.map((e) => `${e.row}:${e.field}`)).toEqual(['3:uniqueUrl', '4:status', '4:date', '4:title_en', '5:uniqueUrl'])
    expect(await count('int-csv')).toBe(0)
  })

  it('asks for both titles of a new page', async () => {
    const response = await call(importPagesCsv, 'events', `${HEADER}\nint-csv-x,published,,English only,,,,,,`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { row: number; field: string }[] }).errors.map((e) => `${e.row}:${e.field}`)).toEqual(['2:title_ar'])
    expect(await count('int-csv')).toBe(0)
  })

  it('refuses an address that belongs to another kind of page', async () => {
    const response = await call(importPagesCsv, 'events', `${HEADER}\nabout,published,,About,عن,,,,,`)
    expect(response.status).toBe(400)
  })

  it('imports all rows in both languages, then updates them by address', async () => {
    const csv = `${HEADER}\nint-csv-a,published,2026-07-15,Khareef night,ليلة الخريف,Music,موسيقى,Salalah,صلالة,\nint-csv-b,draft,,Later,لاحقًا,,,,,`
    const response = await call(importPagesCsv, 'events', csv)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(((await response.json()) as { data: unknown }).data).toEqual({ created: 2, updated: 0, unchanged: 0 })
    const ar = await payload.find({ collection: 'pages', where: { uniqueUrl: { equals: 'int-csv-a' } }, locale: 'ar', depth: 0 })
    expect(ar.docs[0]).toMatchObject({ title: 'ليلة الخريف', category: 'events', _status: 'published', event: { location: 'صلالة' } })
    const again = await call(importPagesCsv, 'events', `${HEADER}\nint-csv-a,published,2026-07-16,Khareef nights,ليالي الخريف,,,,,`)
    expect(((await again.json()) as { data: unknown }).data).toEqual({ created: 0, updated: 1, unchanged: 0 })
  })

  it('rolls back every row when one cannot be saved', async () => {
    const create = payload.create.bind(payload)
    const spy = vi.spyOn(payload, 'create')
    spy.mockImplementationOnce(create as typeof payload.create).mockImplementationOnce(() => Promise.reject(new Error('disk full')))
    const response = await call(importPagesCsv, 'events', `${HEADER}\nint-csv-a,draft,,Changed,تغيّر,,,,,\nint-csv-n1,published,,One,واحد,,,,,\nint-csv-n2,published,,Two,اثنان,,,,,`)
    spy.mockRestore()
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { row: number }[] }).errors[0]?.row).toBe(4)
    expect(await count('int-csv-n')).toBe(0)
    const kept = await payload.find({ collection: 'pages', where: { uniqueUrl: { equals: 'int-csv-a' } }, locale: 'ar', depth: 0 })
    expect(kept.docs[0]).toMatchObject({ title: 'ليالي الخريف', _status: 'published' })
    const keptEn = await payload.find({ collection: 'pages', where: { uniqueUrl: { equals: 'int-csv-a' } }, locale: 'en', depth: 0 })
    expect(keptEn.docs[0]?.title).toBe('Khareef nights')
  })
})

describe('CSV export', () => {
  it('gives both languages of each event, readable again by the import', async () => {
    const response = await call(exportPagesCsv, 'events')
    expect(response.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder().decode(bytes)
    expect(csv.startsWith('"uniqueUrl"')).toBe(true)
    expect(csv.split('\r\n').find((line) => line.startsWith('"int-csv-a"'))).toBe(
      '"int-csv-a","published","2026-07-16T00:00:00.000Z","Khareef nights","ليالي الخريف","","","","","",""',
    )
  })

  it('answers 404 for another kind and 401 without a user', async () => {
    expect((await call(exportPagesCsv, 'seasons')).status).toBe(404)
    const req = (await createLocalReq({}, payload)) as PayloadRequest
    req.routeParams = { kind: 'events' }
    expect((await exportPagesCsv.handler(req)).status).toBe(401)
  })
})
