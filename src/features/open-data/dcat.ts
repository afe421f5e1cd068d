/**
 * The open data catalogue as DCAT (W3C Data Catalog Vocabulary, v3) in JSON-LD, for harvesters such as national
 * open data portals: a dcat:Catalog whose data sets each carry publisher, licence, last modification and one
 * distribution per download format.
 */
import type { Locale } from '@/i18n/locales'

export type DcatDataset = {
  key: string
  title: string
  description?: string | null
  category?: string | null
  publisher?: string | null
  license?: string | null
  /** ISO date or date-time. */
  modified: string
  /**
   * When the CMS record was created. Not the data set's issue date on its own: editors enter data sets that were
   * published (and last modified) long before, so `dct:issued` is the earliest known date (see `issuedDay`).
   */
  createdAt?: string | null
  /** The declared columns (CSV headers), with what each holds in the catalogue's language. */
  columns?: { name: string; description?: string | null }[] | null
}

export type DcatCatalog = {
  title: string
  description?: string | null
  publisher: string
  locale: Locale
  /** The catalogue page's absolute address. */
  pageUrl: string
  /** The site's absolute address, for the download URLs. */
  siteUrl: string
  /** Where harvesters and users write about the data. */
  contactEmail?: string | null
  /** Bounding box of Dhofar as [west, south, east, north] (WGS 84), the data sets' spatial coverage. */
  bbox?: readonly [number, number, number, number]
  datasets: DcatDataset[]
}

/** One IRI per data set and for the catalogue, whichever language describes them (the English page's address). */
export const catalogIri = (siteUrl: string) => `${new URL('/open-data', siteUrl).href}#catalog`
export const datasetIri = (siteUrl: string, key: string) => `${new URL('/open-data', siteUrl).href}#dataset-${key}`
export const mediaTypeIri = (mediaType: string) => `https://www.iana.org/assignments/media-types/${mediaType}`

/** Download formats: extension, media type and the IANA registration DCAT's mediaType points to. */
export const DOWNLOAD_FORMATS = [
  { ext: 'csv', label: 'CSV', mediaType: 'text/csv' },
  { ext: 'json', label: 'JSON', mediaType: 'application/json' },
] as const

const KNOWN_LICENSES: Record<string, string> = {
  'cc by 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'cc-by-4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'cc0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  'cc0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  'cc by-sa 4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
}

/** A licence as a resource: its canonical URL when known or already a URL, else the name as text. */
export function licenseResource(license: string | null | undefined): { '@id': string } | string | undefined {
  const name = license?.trim()
  if (!name) return undefined
  if (/^https?:\/\//i.test(name)) return { '@id': name }
  const url = KNOWN_LICENSES[name.toLowerCase()]
  return url ? { '@id': url } : name
}

/** The site path of a data set's download (without language prefix: the files are the same in both). */
export const downloadPath = (key: string, ext: string) => `/open-data/download/${encodeURIComponent(key)}.${ext}`

const text = (value: string, locale: Locale) => ({ '@value': value, '@language': locale })

function modifiedLiteral(value: string | null | undefined) {
  if (!value) return undefined
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0]
  return day ? { '@value': day, '@type': 'xsd:date' } : undefined
}

/**
 * `dct:issued`: the earliest day the data set is known to have existed, the CMS record's creation or its stated last
 * modification, whichever came first. So issued is never after modified (a data set changed on a day was issued
 * by then), where the creation date alone was later than `modified` on every seeded set.
 */
export function issuedDay(dataset: Pick<DcatDataset, 'createdAt' | 'modified'>): string | undefined {
  return [dataset.createdAt, dataset.modified]
    .map((v) => modifiedLiteral(v)?.['@value'])
    .filter((v): v is string => Boolean(v))
    .sort()[0]
}

const dateLiteral = (day: string | undefined) => (day ? { '@value': day, '@type': 'xsd:date' } : undefined)

const SPATIAL_NAME: Record<Locale, string> = { en: 'Dhofar Governorate, Oman', ar: 'محافظة ظفار، سلطنة عُمان' }

/** The latest of the data sets' modification days: the catalogue's own `dct:modified`. */
function latest(values: string[]): string | undefined {
  return values.map((v) => modifiedLiteral(v)?.['@value']).filter((v): v is string => Boolean(v)).sort().at(-1)
}

export function buildDcatCatalog(catalog: DcatCatalog) {
  const { locale, siteUrl } = catalog
  const organisation = (name: string) => ({ '@type': 'foaf:Agent', 'foaf:name': text(name, locale) })
  const contactPoint = {
    '@type': 'vcard:Organization',
    'vcard:fn': text(catalog.publisher, locale),
    ...(catalog.contactEmail ? { 'vcard:hasEmail': { '@id': `mailto:${catalog.contactEmail}` } } : {}),
    'vcard:hasURL': { '@id': new URL('/', siteUrl).href },
  }
  const spatial = {
    '@type': 'dct:Location',
    'skos:prefLabel': text(SPATIAL_NAME[locale], locale),
    ...(catalog.bbox
      ? { 'dcat:bbox': { '@value': bboxWkt(catalog.bbox), '@type': 'http://www.opengis.net/ont/geosparql#wktLiteral' } }
      : {}),
  }
  const licences = new Set(catalog.datasets.map((d) => d.license?.trim()).filter(Boolean))
  const catalogLicense = licences.size === 1 ? licenseResource([...licences][0]) : undefined
  const catalogModified = latest(catalog.datasets.map((d) => d.modified))
  // The catalogue was issued with its first data set: the earliest of their issued days.
  const catalogIssued = catalog.datasets.map((d) => issuedDay(d)).filter((v): v is string => Boolean(v)).sort()[0]
  const datasets = catalog.datasets.map((dataset) => ({
    '@id': datasetIri(siteUrl, dataset.key),
    '@type': 'dcat:Dataset',
    'dct:identifier': dataset.key,
    'dct:title': text(dataset.title, locale),
    ...(dataset.description ? { 'dct:description': text(dataset.description, locale) } : {}),
    ...(dataset.category
      ? {
          'dcat:keyword': text(dataset.category, locale),
          'dcat:theme': { '@type': 'skos:Concept', 'skos:prefLabel': text(dataset.category, locale) },
        }
      : {}),
    'dct:publisher': organisation(dataset.publisher || catalog.publisher),
    'dcat:contactPoint': contactPoint,
    'dct:spatial': spatial,
    ...(issuedDay(dataset) ? { 'dct:issued': dateLiteral(issuedDay(dataset)) } : {}),
    ...(licenseResource(dataset.license) ? { 'dct:license': licenseResource(dataset.license) } : {}),
    ...(modifiedLiteral(dataset.modified) ? { 'dct:modified': modifiedLiteral(dataset.modified) } : {}),
    'dcat:landingPage': { '@id': catalog.pageUrl },
    'dcat:distribution': DOWNLOAD_FORMATS.map((format) => {
      const url = new URL(downloadPath(dataset.key, format.ext), siteUrl).href
      return {
        '@type': 'dcat:Distribution',
        'dct:title': format.label,
        'dct:format': { '@id': mediaTypeIri(format.mediaType) },
        'dcat:mediaType': { '@id': mediaTypeIri(format.mediaType) },
        'dcat:downloadURL': { '@id': url },
        'dcat:accessURL': { '@id': url },
        ...(licenseResource(dataset.license) ? { 'dct:license': licenseResource(dataset.license) } : {}),
      }
    }),
  }))
  return {
    '@context': {
      dcat: 'http://www.w3.org/ns/dcat#',
      dct: 'http://purl.org/dc/terms/',
      foaf: 'http://xmlns.com/foaf/0.1/',
      xsd: 'http://www.w3.org/2001/XMLSchema#',
      vcard: 'http://www.w3.org/2006/vcard/ns#',
      skos: 'http://www.w3.org/2004/02/skos/core#',
    },
    '@id': catalogIri(siteUrl),
    '@type': 'dcat:Catalog',
    'dct:title': text(catalog.title, locale),
    ...(catalog.description ? { 'dct:description': text(catalog.description, locale) } : {}),
    'dct:language': { '@id': `http://id.loc.gov/vocabulary/iso639-1/${locale}` },
    'dct:publisher': organisation(catalog.publisher),
    'foaf:homepage': { '@id': catalog.pageUrl },
    'dcat:contactPoint': contactPoint,
    'dct:spatial': spatial,
    ...(catalogLicense ? { 'dct:license': catalogLicense } : {}),
    ...(catalogIssued ? { 'dct:issued': dateLiteral(catalogIssued) } : {}),
    ...(catalogModified ? { 'dct:modified': { '@value': catalogModified, '@type': 'xsd:date' } } : {}),
    'dcat:dataset': datasets,
  }
}

function bboxWkt([west, south, east, north]: readonly [number, number, number, number]): string {
  return `POLYGON((${west} ${south}, ${east} ${south}, ${east} ${north}, ${west} ${north}, ${west} ${south}))`
}

/**
 * The same catalogue in schema.org terms (Google Dataset Search reads these): a DataCatalog of Datasets, each with
 * its downloads as DataDownloads.
 */
export function buildSchemaOrgCatalog(catalog: DcatCatalog) {
  const { locale, siteUrl } = catalog
  const publisher = { '@type': 'GovernmentOrganization', name: catalog.publisher, url: new URL('/', siteUrl).href }
  const spatial = { '@type': 'Place', name: SPATIAL_NAME[locale], ...(catalog.bbox ? { geo: { '@type': 'GeoShape', box: `${catalog.bbox[1]},${catalog.bbox[0]} ${catalog.bbox[3]},${catalog.bbox[2]}` } } : {}) }
  return {
    '@context': 'https://schema.org',
    '@type': 'DataCatalog',
    '@id': `${catalogIri(siteUrl)}-schema`,
    name: catalog.title,
    ...(catalog.description ? { description: catalog.description } : {}),
    url: catalog.pageUrl,
    inLanguage: locale,
    publisher,
    dataset: catalog.datasets.map((dataset) => {
      const license = licenseResource(dataset.license)
      return {
        '@type': 'Dataset',
        '@id': `${datasetIri(siteUrl, dataset.key)}-schema`,
        identifier: dataset.key,
        name: dataset.title,
        description: dataset.description || dataset.title,
        url: catalog.pageUrl,
        ...(dataset.category ? { keywords: [dataset.category] } : {}),
        ...(license ? { license: typeof license === 'string' ? license : license['@id'] } : {}),
        ...(modifiedLiteral(dataset.modified) ? { dateModified: modifiedLiteral(dataset.modified)!['@value'] } : {}),
        ...(issuedDay(dataset) ? { datePublished: issuedDay(dataset) } : {}),
        creator: publisher,
        spatialCoverage: spatial,
        ...(dataset.columns?.length ? { variableMeasured: dataset.columns.map(variable) } : {}),
        distribution: DOWNLOAD_FORMATS.map((format) => ({
          '@type': 'DataDownload',
          encodingFormat: format.mediaType,
          contentUrl: new URL(downloadPath(dataset.key, format.ext), siteUrl).href,
        })),
      }
    }),
  }
}

/** A column as schema.org's `variableMeasured`: its CSV header, and what it holds when the CMS says so. */
const variable = (column: { name: string; description?: string | null }) => ({
  '@type': 'PropertyValue',
  name: column.name,
  ...(column.description?.trim() ? { description: column.description.trim() } : {}),
})

/** JSON for a <script type="application/ld+json">: a "</script>" inside a title cannot close the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
