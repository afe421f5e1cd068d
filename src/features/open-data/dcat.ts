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
  datasets: DcatDataset[]
}

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

function modifiedLiteral(value: string) {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0]
  return day ? { '@value': day, '@type': 'xsd:date' } : undefined
}

export function buildDcatCatalog(catalog: DcatCatalog) {
  const { locale, siteUrl } = catalog
  const organisation = (name: string) => ({ '@type': 'foaf:Agent', 'foaf:name': text(name, locale) })
  const datasets = catalog.datasets.map((dataset) => ({
    '@id': `${catalog.pageUrl}#dataset-${dataset.key}`,
    '@type': 'dcat:Dataset',
    'dct:identifier': dataset.key,
    'dct:title': text(dataset.title, locale),
    ...(dataset.description ? { 'dct:description': text(dataset.description, locale) } : {}),
    ...(dataset.category ? { 'dcat:keyword': text(dataset.category, locale) } : {}),
    'dct:publisher': organisation(dataset.publisher || catalog.publisher),
    ...(licenseResource(dataset.license) ? { 'dct:license': licenseResource(dataset.license) } : {}),
    ...(modifiedLiteral(dataset.modified) ? { 'dct:modified': modifiedLiteral(dataset.modified) } : {}),
    'dcat:landingPage': { '@id': catalog.pageUrl },
    'dcat:distribution': DOWNLOAD_FORMATS.map((format) => {
      const url = new URL(downloadPath(dataset.key, format.ext), siteUrl).href
      return {
        '@type': 'dcat:Distribution',
        'dct:title': format.label,
        'dct:format': format.label,
        'dcat:mediaType': { '@id': `https://www.iana.org/assignments/media-types/${format.mediaType}` },
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
    },
    '@id': catalog.pageUrl,
    '@type': 'dcat:Catalog',
    'dct:title': text(catalog.title, locale),
    ...(catalog.description ? { 'dct:description': text(catalog.description, locale) } : {}),
    'dct:language': { '@id': `http://id.loc.gov/vocabulary/iso639-1/${locale}` },
    'dct:publisher': organisation(catalog.publisher),
    'foaf:homepage': { '@id': catalog.pageUrl },
    'dcat:dataset': datasets,
  }
}

/** JSON for a <script type="application/ld+json">: a "</script>" inside a title cannot close the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
