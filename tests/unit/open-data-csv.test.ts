import { describe, expect, it } from 'vitest'

import { CsvError, csvToRecords, parseCsv } from '@/features/open-data/csv'
import { datasets } from '@/seed/data/open-data'

describe('parseCsv', () => {
  it('splits fields and rows with CRLF, LF or CR line ends', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']])
    expect(parseCsv('a,b\n1,2\n')).toEqual([['a', 'b'], ['1', '2']])
    expect(parseCsv('a,b\r1,2')).toEqual([['a', 'b'], ['1', '2']])
  })

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('name,note\r\n"Salalah, Dhofar","He said ""hello""\r\nthen left"\r\n')).toEqual([
      ['name', 'note'],
      ['Salalah, Dhofar', 'He said "hello"\r\nthen left'],
    ])
  })

  it('drops a byte order mark and keeps empty fields', () => {
    expect(parseCsv('\uFEFFid,lat,lng\r\nhanun,,\r\n')).toEqual([['id', 'lat', 'lng'], ['hanun', '', '']])
  })

  it('reads a last row without a line end and an empty quoted field', () => {
    expect(parseCsv('a,b\n"",x')).toEqual([['a', 'b'], ['', 'x']])
  })

  it('keeps Arabic text as it is', () => {
    expect(parseCsv('name_ar\r\nصلالة\r\n')).toEqual([['name_ar'], ['صلالة']])
  })

  it('rejects a quoted field that is never closed', () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvError)
  })
})

describe('csvToRecords', () => {
  it('keys each data row by the header row', () => {
    expect(csvToRecords('id,name\r\n1,"Taqah, castle"\r\n2,Mirbat\r\n')).toEqual([
      { id: '1', name: 'Taqah, castle' },
      { id: '2', name: 'Mirbat' },
    ])
  })

  it('fills short rows, skips blank lines and names blank or repeated headers', () => {
    expect(csvToRecords('a,,a\n1\n\n2,3,4\n')).toEqual([
      { a: '1', column_2: '', a_2: '' },
      { a: '2', column_2: '3', a_2: '4' },
    ])
  })

  it('rejects a row longer than the header', () => {
    expect(() => csvToRecords('a,b\n1,2,3\n')).toThrow(CsvError)
  })

  it('gives no rows for an empty file or a header alone', () => {
    expect(csvToRecords('')).toEqual([])
    expect(csvToRecords('a,b\r\n')).toEqual([])
  })

  it('reads every seeded data set: one record per data line, every record with every column', () => {
    for (const dataset of datasets) {
      const lines = dataset.csv.trimEnd().split('\r\n')
      const header = lines[0].split(',')
      const records = csvToRecords(dataset.csv)
      expect(records, dataset.key).toHaveLength(lines.length - 1)
      for (const record of records) expect(Object.keys(record)).toEqual(header)
    }
  })
})
