/** The events/news CSV: rows checked one by one, the export's formula guard undone, a round trip kept. */
import { describe, expect, it } from 'vitest'

import { pageCsv, parsePageCsv, type ExportPage } from '@/features/page-csv/model'

const HEADER = 'uniqueUrl,status,date,title_en,title_ar,description_en,description_ar,location_en,location_ar,classification'
const none = { title: '', description: '', location: '' }

describe('page CSV', () => {
  it('reads good rows, defaulting to draft', () => {
    const { rows, errors } = parsePageCsv(`\uFEFF${HEADER}\nkhareef-night,,2026-07-15,Khareef night,ليلة الخريف,,,,,\n`)
    expect(errors).toEqual([])
    expect(rows[0]).toMatchObject({ uniqueUrl: 'khareef-night', status: 'draft', date: '2026-07-15T00:00:00.000Z', title_ar: 'ليلة الخريف' })
  })

  it('names the row and column of each problem and returns no rows then', () => {
    const { rows, errors } = parsePageCsv(`${HEADER}\nok,published,,A,ب,,,,,\n,published,,A,,,وصف,,,\nno-title,,,,,,,,,\nx,soon,,,,Text,,,,`)
    expect(rows).toEqual([])
    expect(errors.map((e) => `${e.row}:${e.field}`)).toEqual(['3:uniqueUrl', '3:title_ar', '4:title_en', '5:status', '5:title_en'])
  })

  it('lets a row leave out a language whole: an untranslated page', () => {
    const { rows, errors } = parsePageCsv(`${HEADER}\nenglish-only,published,,English only,,Text,,Mirbat,,`)
    expect(errors).toEqual([])
    expect(rows[0]).toMatchObject({ title_ar: '', description_ar: '', location_ar: '' })
  })

  it("says what is wrong in the admin's language, the same problems in both", () => {
    const csv = `${HEADER}\n,published,,A,,,وصف,,,\nx,soon,,,,Text,,,,\nx,draft,,"open,,,,,,`
    const en = parsePageCsv(csv, 'en').errors
    const ar = parsePageCsv(csv, 'ar').errors
    expect(ar.map((e) => `${e.row}:${e.field}`)).toEqual(en.map((e) => `${e.row}:${e.field}`))
    expect(en.map((e) => e.message)).toContain('Use published or draft.')
    expect(ar.map((e) => e.message)).toContain('اكتب published أو draft.')
    expect(ar.map((e) => e.message)).toContain('خلية بين علامتي تنصيص لم تُغلق.')
    // Nothing English left in the Arabic messages but the column values they quote.
    for (const { message } of ar) expect(message.replace(/published|draft|\d{4}-[\d:T+-]+/g, '')).not.toMatch(/[A-Za-z]{3,}/)
  })

  it('asks for the required columns', () => {
    expect(parsePageCsv('uniqueUrl,title_en\nx,y').errors[0]).toMatchObject({ row: 1, field: 'title_ar' })
  })

  it('survives its own export, formula guard included, and gives every text back as it was', () => {
    const tricky = ['=Not a formula', "'=already quoted", "''+twice", '  =spaced', "'plain apostrophe", '@mention', '-5 degrees']
    const page = (title: string, i: number): ExportPage => ({
      uniqueUrl: `a-${i}`,
      status: 'published',
      date: '2026-07-15T14:00:00.000Z',
      text: { en: { title, description: 'Line "one"\nLine two', location: '' }, ar: { ...none, title: 'عنوان' } },
      classification: null,
      newerDraft: i === 0 ? '2026-07-16T09:00:00.000Z' : null,
    })
    const { rows, errors } = parsePageCsv(pageCsv(tricky.map(page)))
    expect(errors).toEqual([])
    expect(rows.map((r) => r.title_en)).toEqual(tricky.map((t) => t.trim()))
    expect(rows[0]).toMatchObject({ uniqueUrl: 'a-0', status: 'published', description_en: 'Line "one"\nLine two' })
  })
})
