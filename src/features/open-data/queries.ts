/** Cached, tagged open data reads (src/lib/cached-read.ts): expired when any data set changes. */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cached-read'
import { tags } from '@/lib/cache-tags'

import { findDatasets, readDatasetDownload } from './data'

const datasetTags = () => [tags.datasets]

export const getDatasets = cachedRead('datasets', (payload: Payload, locale: Locale) => findDatasets(payload, locale), { tags: datasetTags })

/** A data set's CSV text and declared column types by key (./data.ts), or null. */
export const getDatasetCsv = cachedRead('dataset-csv', (payload: Payload, key: string) => readDatasetDownload(payload, key), { tags: datasetTags })
