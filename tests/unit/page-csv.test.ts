/** The events/news CSV: rows checked one by one, the export's formula guard undone, a round trip kept. */
import { describe, expect, it } from 'vitest'

import { pageCsv, parsePageCsv } from '@/features/page-csv/model'

const HEADER = 'uniqueUrl,status,date,title_en,title_ar,description_en,description_ar,location_en,location_ar,classification'

describe('page CSV', () => {
  it('reads good rows, defaulting to draft', () => {
    const { rows, errors } = parsePageCsv(`\uFEFF${HEADER}\nkhareef-night,,2026-07-15,Khareef night,ليلة الخريف,,,,,\n`)
    expect(errors).toEqual([])
    expect(rows[0]).toMatchObject({ uniqueUrl: 'khareef-night', status: 'draft', date: '2026-07-15T00:00:00.000Z', title_ar: 'ليلة الخريف' })
  })

  it('names the row and column of each problem and returns no rows then', () => {
    const { rows, errors } = parsePageCsv(`${HEADER}\nok,published,,A,ب,,,,,\n,published,,A,,,,,,`)
    expect(rows).toEqual([])
    expect(errors.map((e) => `${e.row}:${e.field}`)).toEqual(['3:uniqueUrl', '3:title_ar'])
  })

  it('asks for the required columns', () => {
    expect(parsePageCsv('uniqueUrl,title_en\nx,y').errors[0]).toMatchObject({ row: 1, field: 'title_ar' })
  })

  it('survives its own export, formula guard included', () => {
    const csv = pageCsv([
      { uniqueUrl: 'a-b', _status: 'published', pageDate: '2026-07-15T14:00:00.000Z', title: { en: '=Not a formula', ar: 'عنوان' }, description: { en: 'Line "one"', ar: null }, location: { en: null, ar: null } },
    ])
    const { rows, errors } = parsePageCsv(csv)
    expect(errors).toEqual([])
    expect(rows[0]).toMatchObject({ uniqueUrl: 'a-b', status: 'published', title_en: '=Not a formula', description_en: 'Line "one"' })
  })
})
