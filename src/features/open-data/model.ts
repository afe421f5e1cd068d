/**
 * The rows of the open data table: the card items of the page's OpenDataTable section, in
 * order, each joined to its data set (by the item's category key, or by its CSV download address) so the row
 * can offer the JSON download too; then any data set no item names, so a newly uploaded data set is listed
 * before an editor writes its row.
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { Dataset, Page } from '@/payload-types'
import { itemsWithStyle } from '@/sections/select'

import { downloadPath } from './dcat'

const excelPath = (key: string) => `${downloadPath(key, 'csv')}?bom=1`

type Section = NonNullable<Page['sections']>[number]

export type OpenDataRow = {
  id: string
  title: string
  subtitle: string
  description: string
  /** The item's link (the CSV download), ready for an <a href>. */
  href: string | null
  buttonTitle: string
  /** The JSON download when the row is one of the site's data sets. */
  jsonHref: string | null
  /** The same CSV with a byte order mark, which Excel needs to read Arabic text as UTF-8 (`?bom=1`). */
  excelHref: string | null
}

const DOWNLOAD = /^\/open-data\/download\/([a-z0-9-]{1,60})\.csv$/

/**
 * A CMS link as an href: absolute URLs and files (a last segment with an extension, served without a language
 * prefix) as they are; site pages under the language's prefix.
 */
export function hrefFor(link: string | null | undefined, locale: Locale): string | null {
  const value = link?.trim()
  if (!value) return null
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return value
  const last = value.split(/[?#]/)[0].split('/').pop() ?? ''
  return last.includes('.') ? value : localizedPath(value, locale)
}

export type RowDataset = Pick<Dataset, 'key' | 'title' | 'category' | 'modified' | 'license'>

export function toOpenDataRows(
  sections: Section[] | null | undefined,
  datasets: RowDataset[],
  locale: Locale,
  /** The metadata text of a data set without an item (its format, date and licence). */
  describe: (dataset: RowDataset) => string = () => '',
): OpenDataRow[] {
  const keys = new Set(datasets.map((d) => d.key))
  const items = itemsWithStyle(sections, 'OpenDataTable')
  const listed = new Set<string>()
  const rows: OpenDataRow[] = items
    .filter((item) => item.title?.trim())
    .map((item, index) => {
      const key = [item.category?.trim(), DOWNLOAD.exec(item.link?.trim() ?? '')?.[1]].find((k) => k && keys.has(k))
      if (key) listed.add(key)
      return {
        id: item.id ?? String(index),
        title: item.title?.trim() ?? '',
        subtitle: item.subTitle?.trim() ?? '',
        description: item.description?.trim() ?? '',
        href: hrefFor(item.link, locale) ?? (key ? downloadPath(key, 'csv') : null),
        buttonTitle: item.btnTitle?.trim() ?? '',
        jsonHref: key ? downloadPath(key, 'json') : null,
        excelHref: key ? excelPath(key) : null,
      }
    })
  const unlisted = datasets.filter((d) => !listed.has(d.key) && d.title?.trim())
  return [
    ...rows,
    ...unlisted.map((d) => ({
      id: `dataset-${d.key}`,
      title: d.title.trim(),
      subtitle: d.category?.trim() ?? '',
      description: describe(d),
      href: downloadPath(d.key, 'csv'),
      buttonTitle: '',
      jsonHref: downloadPath(d.key, 'json'),
      excelHref: excelPath(d.key),
    })),
  ]
}
