import { describe, expect, it } from 'vitest'

import { buildDcatCatalog, buildSchemaOrgCatalog, downloadPath, jsonLdScript, licenseResource } from '@/features/open-data/dcat'
import { hrefFor, toOpenDataRows } from '@/features/open-data/model'

const catalog = () =>
  buildDcatCatalog({
    title: 'Open data',
    description: 'Data about Dhofar.',
    publisher: 'Dhofar Governorate',
    locale: 'en',
    pageUrl: 'https://dhofar.example/open-data',
    siteUrl: 'https://dhofar.example',
    datasets: [
      {
        key: 'wilayats',
        title: 'Wilayats of Dhofar',
        description: 'The ten wilayats.',
        category: 'Geography',
        publisher: 'Digital services',
        license: 'CC BY 4.0',
        modified: '2026-11-15T00:00:00.000Z',
      },
      { key: 'plain', title: 'Plain', license: 'Our own terms', modified: 'not a date' },
    ],
  })

describe('buildDcatCatalog', () => {
  it('describes a dcat:Catalog with title, publisher and language', () => {
    const data = catalog()
    expect(data['@type']).toBe('dcat:Catalog')
    expect(data['@context'].dcat).toBe('http://www.w3.org/ns/dcat#')
    expect(data['dct:title']).toEqual({ '@value': 'Open data', '@language': 'en' })
    expect(data['dct:publisher']['foaf:name']['@value']).toBe('Dhofar Governorate')
    expect(data['dcat:dataset']).toHaveLength(2)
  })

  it('gives each data set publisher, licence, modified date and a CSV and a JSON distribution', () => {
    const [dataset] = catalog()['dcat:dataset']
    expect(dataset['@type']).toBe('dcat:Dataset')
    expect(dataset['dct:identifier']).toBe('wilayats')
    expect(dataset['dct:publisher']['foaf:name']['@value']).toBe('Digital services')
    expect(dataset['dct:license']).toEqual({ '@id': 'https://creativecommons.org/licenses/by/4.0/' })
    expect(dataset['dct:modified']).toEqual({ '@value': '2026-11-15', '@type': 'xsd:date' })
    const distributions = dataset['dcat:distribution']
    expect(distributions.map((d) => d['dct:format']['@id'])).toEqual([
      'https://www.iana.org/assignments/media-types/text/csv',
      'https://www.iana.org/assignments/media-types/application/json',
    ])
    expect(distributions.map((d) => d['dcat:downloadURL']['@id'])).toEqual([
      'https://dhofar.example/open-data/download/wilayats.csv',
      'https://dhofar.example/open-data/download/wilayats.json',
    ])
    expect(distributions[0]['dcat:mediaType']['@id']).toBe('https://www.iana.org/assignments/media-types/text/csv')
  })

  it('names each data set and the catalogue by one IRI in both languages, with contact, theme, coverage and dates', () => {
    const ar = buildDcatCatalog({
      title: 'البيانات',
      publisher: 'محافظة ظفار',
      locale: 'ar',
      pageUrl: 'https://dhofar.example/ar/open-data',
      siteUrl: 'https://dhofar.example',
      contactEmail: 'data@dhofar.example',
      bbox: [52, 16.6, 57, 19.9],
      datasets: [{ key: 'wilayats', title: 'الولايات', category: 'جغرافيا', license: 'CC BY 4.0', modified: '2026-11-15', createdAt: '2026-01-02T00:00:00Z' }],
    })
    const en = catalog()
    expect(ar['@id']).toBe(en['@id'])
    expect(ar['dcat:dataset'][0]['@id']).toBe(en['dcat:dataset'][0]['@id'])
    expect(ar['dcat:contactPoint']['vcard:hasEmail']).toEqual({ '@id': 'mailto:data@dhofar.example' })
    const [dataset] = ar['dcat:dataset']
    expect(dataset['dcat:theme']?.['skos:prefLabel']['@value']).toBe('جغرافيا')
    expect(dataset['dct:spatial']['dcat:bbox']?.['@value']).toBe('POLYGON((52 16.6, 57 16.6, 57 19.9, 52 19.9, 52 16.6))')
    expect(dataset['dct:issued']).toEqual({ '@value': '2026-01-02', '@type': 'xsd:date' })
    expect(ar['dct:license']).toEqual({ '@id': 'https://creativecommons.org/licenses/by/4.0/' })
    expect(ar['dct:modified']).toEqual({ '@value': '2026-11-15', '@type': 'xsd:date' })
    expect(ar['dct:issued']).toEqual({ '@value': '2026-01-02', '@type': 'xsd:date' })
  })

  it('dates the catalogue from its earliest data set, and leaves the date out when no data set has one', () => {
    const site = { title: 'Open data', publisher: 'Dhofar Governorate', locale: 'en' as const, pageUrl: 'https://dhofar.example/open-data', siteUrl: 'https://dhofar.example' }
    const datasets = [
      { key: 'a', title: 'A', modified: '2026-11-15', createdAt: '2026-03-01T00:00:00Z' },
      { key: 'b', title: 'B', modified: '2025-07-09' },
      { key: 'c', title: 'C', modified: 'not a date' },
    ]
    expect(buildDcatCatalog({ ...site, datasets })['dct:issued']).toEqual({ '@value': '2025-07-09', '@type': 'xsd:date' })
    expect(buildDcatCatalog({ ...site, datasets: [datasets[2]!] })).not.toHaveProperty('dct:issued')
  })

  it('never says a data set was issued after it was modified (the CMS record is often created later)', () => {
    const cases = [
      { modified: '2026-06-30', createdAt: '2026-11-25T19:40:00Z', issued: '2026-06-30' },
      { modified: '2026-11-15', createdAt: '2026-01-02T00:00:00Z', issued: '2026-01-02' },
      { modified: '2026-11-15T23:30:00Z', createdAt: '2026-11-15T08:00:00Z', issued: '2026-11-15' },
      { modified: '2026-11-15', createdAt: null, issued: '2026-11-15' },
    ]
    for (const { modified, createdAt, issued } of cases) {
      const site = { title: 'Open data', publisher: 'Dhofar Governorate', locale: 'en' as const, pageUrl: 'https://dhofar.example/open-data', siteUrl: 'https://dhofar.example' }
      const datasets = [{ key: 'wilayats', title: 'Wilayats', modified, createdAt }]
      const dcat = buildDcatCatalog({ ...site, datasets })['dcat:dataset'][0]
      expect(dcat['dct:issued'], `${modified} / ${createdAt}`).toEqual({ '@value': issued, '@type': 'xsd:date' })
      expect(dcat['dct:issued']!['@value'] <= dcat['dct:modified']!['@value']).toBe(true)
      const schema = buildSchemaOrgCatalog({ ...site, datasets }).dataset[0]
      expect(schema.datePublished).toBe(issued)
      expect(schema.datePublished! <= schema.dateModified!).toBe(true)
    }
  })

  it('has a schema.org DataCatalog of Datasets with their downloads', () => {
    const data = buildSchemaOrgCatalog({
      title: 'Open data',
      publisher: 'Dhofar Governorate',
      locale: 'en',
      pageUrl: 'https://dhofar.example/open-data',
      siteUrl: 'https://dhofar.example',
      datasets: [{ key: 'wilayats', title: 'Wilayats', license: 'CC BY 4.0', modified: '2026-11-15' }],
    })
    expect(data['@type']).toBe('DataCatalog')
    expect(data.dataset[0]).toMatchObject({ '@type': 'Dataset', license: 'https://creativecommons.org/licenses/by/4.0/', dateModified: '2026-11-15' })
    expect(data.dataset[0].distribution[1]).toEqual({
      '@type': 'DataDownload',
      encodingFormat: 'application/json',
      contentUrl: 'https://dhofar.example/open-data/download/wilayats.json',
    })
  })

  it('falls back to the catalogue publisher, keeps an unknown licence as text and leaves out a bad date', () => {
    const plain = catalog()['dcat:dataset'][1]
    expect(plain['dct:publisher']['foaf:name']['@value']).toBe('Dhofar Governorate')
    expect(plain['dct:license']).toBe('Our own terms')
    expect(plain).not.toHaveProperty('dct:modified')
    expect(plain).not.toHaveProperty('dct:description')
  })
})

describe('licenseResource and the JSON-LD text', () => {
  it('maps licence names and URLs', () => {
    expect(licenseResource('cc0')).toEqual({ '@id': 'https://creativecommons.org/publicdomain/zero/1.0/' })
    expect(licenseResource('https://example.org/licence')).toEqual({ '@id': 'https://example.org/licence' })
    expect(licenseResource('  ')).toBeUndefined()
  })

  it('cannot close its script element', () => {
    expect(jsonLdScript({ title: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })

  it('builds download paths', () => {
    expect(downloadPath('wilayats', 'json')).toBe('/open-data/download/wilayats.json')
  })
})

describe('open data table rows', () => {
  const sections = [
    {
      style: 'OpenDataTable' as const,
      cardItems: [
        { id: 'a', title: 'Wilayats', subTitle: 'Geography', description: 'CSV', btnTitle: 'Download now', link: '/open-data/download/wilayats.csv' },
        { id: 'b', title: 'By key', category: 'beaches', link: null },
        { id: 'c', title: 'Elsewhere', link: 'https://data.example/x.csv' },
        { id: 'd', title: '  ' },
      ],
    },
    { style: 'Title' as const, cardItems: [{ id: 'e', title: 'Not a row' }] },
  ]

  const dataset = (key: string) => ({ key, title: `Set ${key}`, category: 'Geography', modified: '2026-11-15T00:00:00.000Z', license: 'CC BY 4.0' })

  it('joins items to data sets by link or category and skips untitled items', () => {
    const rows = toOpenDataRows(sections, [dataset('wilayats'), dataset('beaches')], 'ar')
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c'])
    expect(rows[0]).toMatchObject({ href: '/open-data/download/wilayats.csv', jsonHref: '/open-data/download/wilayats.json', excelHref: '/open-data/download/wilayats.csv?bom=1' })
    expect(rows[1]).toMatchObject({ href: '/open-data/download/beaches.csv', jsonHref: '/open-data/download/beaches.json' })
    expect(rows[2]).toMatchObject({ href: 'https://data.example/x.csv', jsonHref: null, excelHref: null })
  })

  it('lists data sets that no item names after the items, with both downloads', () => {
    const rows = toOpenDataRows(sections, [dataset('wilayats'), dataset('new-set')], 'en', (d) => `CSV, ${d.license}`)
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'dataset-new-set'])
    expect(rows[3]).toEqual({
      id: 'dataset-new-set',
      title: 'Set new-set',
      subtitle: 'Geography',
      description: 'CSV, CC BY 4.0',
      href: '/open-data/download/new-set.csv',
      buttonTitle: '',
      jsonHref: '/open-data/download/new-set.json',
      excelHref: '/open-data/download/new-set.csv?bom=1',
    })
  })

  it('puts site pages under the language prefix, not files', () => {
    expect(hrefFor('/open-data-details/guide', 'ar')).toBe('/ar/open-data-details/guide')
    expect(hrefFor('/open-data/download/x.csv', 'ar')).toBe('/open-data/download/x.csv')
    expect(hrefFor('', 'en')).toBeNull()
  })
})
