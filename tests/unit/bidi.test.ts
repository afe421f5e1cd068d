import { describe, expect, it } from 'vitest'

import { bidiRuns } from '@/lib/text/bidi'

const isolated = (text: string) => bidiRuns(text).filter((run) => run.isolate).map((run) => run.text)

describe('bidiRuns', () => {
  it('isolates each Latin term of Arabic text, and keeps the text whole', () => {
    const text = 'ملف CSV بترميز UTF-8، 10 صفوف، الترخيص CC BY 4.0'
    expect(isolated(text)).toEqual(['CSV', 'UTF-8', '10', 'CC BY 4.0'])
    expect(bidiRuns(text).map((run) => run.text).join('')).toBe(text)
  })

  it('keeps file names, codes and dates in one piece, and leaves a sentence end outside', () => {
    expect(isolated('نزّل wilayats.csv وفق RFC 4180.')).toEqual(['wilayats.csv', 'RFC 4180'])
    expect(isolated('آخر تحديث 2026-12-01')).toEqual(['2026-12-01'])
  })

  it('leaves text without Arabic letters as one run', () => {
    expect(bidiRuns('CSV (UTF-8), 10 rows')).toEqual([{ text: 'CSV (UTF-8), 10 rows', isolate: false }])
    expect(bidiRuns('')).toEqual([])
  })
})
