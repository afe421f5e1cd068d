/** Cached, tagged open data reads (src/lib/cached-read.ts): expired when any data set changes. */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cached-read'
import { tags } from '@/lib/cache-tags'

import { columnSpecs } from './columns'
import { findDatasetByKey, findDatasets, readDatasetFile } from './data'

const datasetTags = () => [tags.datasets]

export const getDatasets = cachedRead('datasets', (payload: Payload, locale: Locale) => findDatasets(payload, locale), { tags: datasetTags })

/**
 * A data set's CSV text and declared column types by key, or null when there is no such public data set (or its
 * file is gone).
 */
export const getDatasetCsv = cachedRead(
  'dataset-csv',
  async (payload: Payload, key: string) => {
    const dataset = await findDatasetByKey(payload, key)
    if (!dataset) return null
    const csv = await readDatasetFile(payload, dataset)
    return csv === null ? null : { key: dataset.key, csv, columns: columnSpecs(dataset.columns), modified: dataset.modified, updatedAt: dataset.updatedAt }
  },
  { tags: datasetTags },
)
