/** Cached, tagged open data reads (docs/decisions/0003): expired when any data set changes. */
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import { findDatasetByKey, findDatasets, readDatasetFile } from './data'

export const getDatasets = cache((locale: Locale) =>
  unstable_cache(async () => findDatasets(await getPayloadClient(), locale), ['datasets', locale], {
    tags: [tags.datasets],
  })(),
)

/** A data set's CSV text by key, or null when there is no such public data set (or its file is gone). */
export const getDatasetCsv = cache((key: string) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const dataset = await findDatasetByKey(payload, key)
      if (!dataset) return null
      const csv = await readDatasetFile(payload, dataset)
      return csv === null ? null : { key: dataset.key, csv, modified: dataset.modified, updatedAt: dataset.updatedAt }
    },
    ['dataset-csv', key],
    { tags: [tags.datasets] },
  )(),
)
