/** The editors' CSV (Excel-safe, no formula injection, flagged comments left out) and the per-page summary. */
import { describe, expect, it } from 'vitest'

import { csvHeader, csvRating } from '@/features/rating/admin/csv'
import { CSV_BOM, csvCell } from '@/lib/csv'
import { summarize } from '@/features/rating/admin/summary'

describe('CSV', () => {
  it('starts with a byte-order mark and the header, lines end with CRLF', () => {
    expect(csvHeader()).toBe(`${CSV_BOM}"id","createdAt","pageName","result","max","locale","flagged","comment"\r\n`)
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', ' =1', '＝1'])('neutralises a cell starting like a formula: %j', (text) => {
    expect(csvCell(text)).toBe(`"'${text}"`)
  })

  it('quotes every cell and doubles inner quotes; keeps Arabic and new lines as they are', () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"')
    expect(csvCell('سطر\nثانٍ')).toBe('"سطر\nثانٍ"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(4)).toBe('"4"')
  })

  it('leaves out flagged comments and marks them', () => {
    const base = { id: 7, createdAt: '2026-01-02T03:04:05.000Z', pageName: 'home-page', result: 5, max: 5, locale: 'ar' }
    expect(csvRating({ ...base, comment: 'call 91234567', flagged: true })).toBe(
      '"7","2026-01-02T03:04:05.000Z","home-page","5","5","ar","yes",""\r\n',
    )
    expect(csvRating({ ...base, comment: 'رائع', flagged: false })).toContain('"no","رائع"')
  })
})

describe('summarize', () => {
  const counts = [
    { pageName: '/about', result: 5, count: 3 },
    { pageName: '/about', result: 2, count: 1 },
    { pageName: 'home-page', result: 4, count: 10 },
  ]
  const comment = (id: number, pageName: string, flagged = false) => ({ id, pageName, comment: `c${id}`, flagged, result: 4, createdAt: '2026-01-01T00:00:00Z' })

  it('gives count, average and distribution per page, most rated first', () => {
    const [home, about] = summarize(counts, [])
    expect(home).toMatchObject({ pageName: 'home-page', count: 10, average: 4, distribution: [0, 0, 0, 10, 0] })
    expect(about).toMatchObject({ pageName: '/about', count: 4, average: 17 / 4, distribution: [0, 1, 0, 0, 3] })
  })

  it('keeps the latest comments per page, in the order given, flagged ones included', () => {
    const comments = [comment(5, '/about', true), comment(4, '/about'), comment(3, '/about'), comment(2, '/about'), comment(1, '/gone')]
    const about = summarize(counts, comments, 3).find((p) => p.pageName === '/about')
    expect(about?.comments.map((c) => [c.id, c.flagged])).toEqual([
      [5, true],
      [4, false],
      [3, false],
    ])
  })
})
