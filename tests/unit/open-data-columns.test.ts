import { describe, expect, it } from 'vitest'

import {
  COLUMN_TYPES,
  columnProblems,
  columnSpecs,
  parseCell,
  problemMessage,
  typedRecords,
  type ColumnSpec,
} from '@/features/open-data/columns'
import { csvKeys, csvToRecords, parseCsv } from '@/features/open-data/csv'
import { buildSchemaOrgCatalog } from '@/features/open-data/dcat'
import { datasets } from '@/seed/data/open-data'

describe('parseCell', () => {
  it('reads an empty cell, or one of spaces, as null whatever the type', () => {
    for (const type of COLUMN_TYPES) {
      expect(parseCell('', type), type).toBeNull()
      expect(parseCell('  ', type), type).toBeNull()
    }
  })

  it('keeps text as written', () => {
    expect(parseCell('Salalah, Dhofar', 'text')).toBe('Salalah, Dhofar')
    expect(parseCell(' صلالة ', 'text')).toBe(' صلالة ')
    expect(parseCell('0', 'text')).toBe('0')
  })

  it('reads whole numbers, Arabic-Indic digits too, and refuses anything else', () => {
    expect(parseCell('2000', 'integer')).toBe(2000)
    expect(parseCell('-7', 'integer')).toBe(-7)
    expect(parseCell(' 12 ', 'integer')).toBe(12)
    expect(parseCell('٢٠٠٠', 'integer')).toBe(2000)
    for (const bad of ['1.5', '1,000', '2k', 'abc', '1e3', '99999999999999999999']) expect(parseCell(bad, 'integer'), bad).toBeUndefined()
  })

  it('reads decimal numbers with a point and refuses a decimal comma, hex and words', () => {
    expect(parseCell('17.02', 'number')).toBe(17.02)
    expect(parseCell('-0.5', 'number')).toBe(-0.5)
    expect(parseCell('.5', 'number')).toBe(0.5)
    expect(parseCell('54', 'number')).toBe(54)
    expect(parseCell('1e3', 'number')).toBe(1000)
    expect(parseCell('١٧٫٠٢', 'number')).toBe(17.02)
    for (const bad of ['17,02', '0x10', 'Infinity', 'NaN', '17.02.3', 'about 17']) expect(parseCell(bad, 'number'), bad).toBeUndefined()
  })

  it('reads yes/no, true/false, 1/0 and نعم/لا as booleans, in any case', () => {
    for (const yes of ['yes', 'YES', 'True', 'true', '1', 'نعم']) expect(parseCell(yes, 'boolean'), yes).toBe(true)
    for (const no of ['no', 'No', 'FALSE', '0', 'لا']) expect(parseCell(no, 'boolean'), no).toBe(false)
    for (const bad of ['maybe', 'y', '2', 'yes please']) expect(parseCell(bad, 'boolean'), bad).toBeUndefined()
  })

  it('keeps ISO dates and date-times as text, and refuses other forms and impossible days', () => {
    expect(parseCell('2026-11-15', 'date')).toBe('2026-11-15')
    expect(parseCell('2024-02-29', 'date')).toBe('2024-02-29')
    expect(parseCell('2026-11-15T08:30:00Z', 'date')).toBe('2026-11-15T08:30:00Z')
    expect(parseCell('2026-11-15T08:30+04:00', 'date')).toBe('2026-11-15T08:30+04:00')
    for (const bad of ['15/11/2026', '2026-02-30', '2025-02-29', '2026-13-01', '2026-11-15T25:00', 'November 2026']) {
      expect(parseCell(bad, 'date'), bad).toBeUndefined()
    }
  })
})

describe('typedRecords', () => {
  const csv = 'id,lat,coastal,year,opened,note\r\nsalalah,17.02,yes,2000,2026-11-15,\r\nhanun,,no,,,"a, b"\r\n'
  const columns: ColumnSpec[] = [
    { name: 'lat', type: 'number' },
    { name: 'coastal', type: 'boolean' },
    { name: 'year', type: 'integer' },
    { name: 'opened', type: 'date' },
  ]

  it('types every declared column, keeps the others text, and gives null for every empty cell', () => {
    expect(typedRecords(csvToRecords(csv), columns)).toEqual([
      { id: 'salalah', lat: 17.02, coastal: true, year: 2000, opened: '2026-11-15', note: null },
      { id: 'hanun', lat: null, coastal: false, year: null, opened: null, note: 'a, b' },
    ])
  })

  it('refuses a cell that does not fit, naming the column and the row', () => {
    expect(() => typedRecords(csvToRecords('id,lat\r\na,1\r\nb,x\r\n'), [{ name: 'lat', type: 'number' }])).toThrow(/Column "lat" at row 3/)
  })
})

describe('columnProblems', () => {
  const csv = 'id,lat,coastal\r\nsalalah,17.02,yes\r\ntaqah,17.04,maybe\r\nmirbat,16.99,no\r\n'

  it('finds nothing wrong with fitting types', () => {
    expect(columnProblems(csv, [{ name: 'lat', type: 'number' }, { name: 'coastal', type: 'text' }, { name: 'id', type: 'text' }])).toEqual([])
  })

  it('names a declared column that is not a header, and one declared twice', () => {
    const problems = columnProblems(csv, [{ name: 'latitude', type: 'number' }, { name: 'id', type: 'text' }, { name: 'id', type: 'text' }])
    expect(problems).toEqual([
      { kind: 'unknownColumn', column: 'latitude', index: 0, headers: ['id', 'lat', 'coastal'] },
      { kind: 'duplicateColumn', column: 'id', index: 2 },
    ])
    expect(problemMessage(problems[0], 'en')).toBe('Column "latitude" is not a header of the uploaded CSV file; its headers are id · lat · coastal.')
    expect(problemMessage(problems[0], 'ar')).toContain('«latitude»')
  })

  it('names the column and the row (as a spreadsheet numbers it) of a cell that does not fit its type', () => {
    const problems = columnProblems(csv, [{ name: 'coastal', type: 'boolean' }])
    expect(problems).toEqual([{ kind: 'badCell', column: 'coastal', index: 0, row: 3, value: 'maybe', type: 'boolean' }])
    expect(problemMessage(problems[0], 'en')).toBe(
      'Column "coastal" at row 3 of the file: "maybe" is not yes or no (yes/no · true/false · 1/0 · نعم/لا). Correct the file or the column\'s type.',
    )
    expect(problemMessage(problems[0], 'ar')).toMatch(/^العمود «coastal»، الصف 3 من الملف: القيمة «maybe»/)
  })

  it('writes English messages without commas (the admin\'s notice splits at commas)', () => {
    const problems = columnProblems('a,b,c\r\nx,y,z\r\n', [{ name: 'd', type: 'text' }, { name: 'a', type: 'number' }])
    expect(problems).toHaveLength(1)
    const cells = columnProblems('a,b\r\nx,y\r\n', [{ name: 'a', type: 'number' }, { name: 'b', type: 'boolean' }])
    for (const problem of [...problems, ...cells]) expect(problemMessage(problem, 'en')).not.toContain(',')
  })

  it('lists at most a few bad cells, and reports a file it cannot read', () => {
    const many = ['n', ...Array.from({ length: 20 }, (_, i) => `x${i}`)].join('\n')
    expect(columnProblems(many, [{ name: 'n', type: 'integer' }])).toHaveLength(5)
    expect(columnProblems('a\n"open', [{ name: 'a', type: 'text' }])[0]).toMatchObject({ kind: 'unreadable' })
  })
})

describe('columnSpecs', () => {
  it('keeps the CMS rows that name a column and a known type', () => {
    expect(columnSpecs([{ name: ' lat ', type: 'number' }, { name: '', type: 'text' }, { name: 'x', type: 'colour' }, { name: 'y' }])).toEqual([
      { name: 'lat', type: 'number' },
    ])
    expect(columnSpecs(null)).toEqual([])
  })
})

describe('the seeded data sets', () => {
  it('declare a type for every column, in the order of the header row, and no other', () => {
    for (const dataset of datasets) {
      const header = csvKeys(parseCsv(dataset.csv)[0])
      expect(dataset.columns.map((c) => c.name), dataset.key).toEqual(header)
      for (const column of dataset.columns) {
        expect(COLUMN_TYPES, `${dataset.key}.${column.name}`).toContain(column.type)
        expect(column.description.en.trim(), `${dataset.key}.${column.name}`).not.toBe('')
        expect(column.description.ar.trim(), `${dataset.key}.${column.name}`).not.toBe('')
      }
    }
  })

  it('have no empty column: every column has a value in at least one row', () => {
    for (const dataset of datasets) {
      const records = csvToRecords(dataset.csv)
      for (const column of dataset.columns) {
        expect(records.some((r) => r[column.name].trim() !== ''), `${dataset.key}.${column.name} is empty in every row`).toBe(true)
      }
    }
  })

  it('fit their declared types, so the JSON gives numbers, booleans and integers', () => {
    for (const dataset of datasets) expect(columnProblems(dataset.csv, dataset.columns), dataset.key).toEqual([])
    const typed = (key: string) => {
      const dataset = datasets.find((d) => d.key === key)!
      return typedRecords(csvToRecords(dataset.csv), dataset.columns)
    }
    expect(typed('wilayats')[0]).toMatchObject({ id: 'salalah', coastal: true, lat: 17.02, lng: 54.09, precision_deg: 0.01 })
    expect(typed('wilayats').find((r) => r.id === 'thumrait')).toMatchObject({ coastal: false })
    expect(typed('frankincense-sites').find((r) => r.id === 'hanun')).toMatchObject({ unesco_component: false, inscription_year: null, lat: null })
    expect(typed('frankincense-sites')[0]).toMatchObject({ unesco_component: true, inscription_year: 2000 })
    expect(typed('seasons-calendar')[7]).toMatchObject({ month: 8, month_en: 'August' })
  })

  it('fill the beaches\' facilities in both languages', () => {
    const beaches = csvToRecords(datasets.find((d) => d.key === 'beaches')!.csv)
    for (const beach of beaches) {
      expect(beach.facilities_en, beach.id).not.toBe('')
      expect(beach.facilities_ar, beach.id).toMatch(/[\u0600-\u06FF]/)
    }
  })
})

describe('schema.org description of the columns', () => {
  it('lists a data set\'s columns as variableMeasured, with what each holds', () => {
    const wilayats = datasets.find((d) => d.key === 'wilayats')!
    const catalog = buildSchemaOrgCatalog({
      title: 'Open data',
      publisher: 'Dhofar Governorate',
      locale: 'en',
      pageUrl: 'https://example.om/open-data',
      siteUrl: 'https://example.om',
      datasets: [
        {
          key: 'wilayats',
          title: 'Wilayats',
          modified: '2026-11-15',
          columns: wilayats.columns.map((c) => ({ name: c.name, description: c.description.en })),
        },
        { key: 'plain', title: 'Plain', modified: '2026-11-15' },
      ],
    })
    expect(catalog.dataset[0].variableMeasured).toContainEqual({
      '@type': 'PropertyValue',
      name: 'lat',
      description: 'Latitude in decimal degrees (WGS 84)',
    })
    expect(catalog.dataset[0].variableMeasured).toHaveLength(wilayats.columns.length)
    expect(catalog.dataset[1]).not.toHaveProperty('variableMeasured')
  })
})
