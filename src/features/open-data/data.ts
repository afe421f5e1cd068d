/**
 * Open data sets read as an anonymous visitor (`overrideAccess: false`): whatever the collection's access rules
 * hide from the public is never listed nor downloadable. Pure functions of a Payload instance, for the
 * integration tests; the screens use ./queries.ts and the downloads ./download.ts.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { readUpload, s3Settings } from '@/lib/storage'
import type { Dataset } from '@/payload-types'

import { columnSpecs, type ColumnSpec } from './columns'

export const DATASET_KEY = /^[a-z0-9-]{1,60}$/

export async function findDatasets(payload: Payload, locale: Locale): Promise<Dataset[]> {
  const result = await payload.find({
    collection: 'datasets',
    locale,
    depth: 0,
    limit: 200,
    sort: 'createdAt',
    pagination: false,
    overrideAccess: false,
  })
  return result.docs
}

export async function findDatasetByKey(payload: Payload, key: string, locale: Locale = 'en'): Promise<Dataset | null> {
  if (!DATASET_KEY.test(key)) return null
  const result = await payload.find({
    collection: 'datasets',
    where: { key: { equals: key } },
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  return result.docs[0] ?? null
}

/** The uploaded CSV of a data set as text, or null when the file is missing. */
export async function readDatasetFile(payload: Payload, dataset: Dataset): Promise<string | null> {
  const staticDir = payload.collections.datasets.config.upload.staticDir
  if (!staticDir || !dataset.filename) return null
  const file = await readUpload('datasets', dataset.filename, { settings: s3Settings(env), staticDir })
  return file ? file.toString('utf8') : null
}

export type DatasetFile = { key: string; csv: string; columns: ColumnSpec[]; modified: string; updatedAt: string }

/** What a download serves: a public data set's CSV text and declared column types, or null (no such set or file). */
export async function readDatasetDownload(payload: Payload, key: string): Promise<DatasetFile | null> {
  const dataset = await findDatasetByKey(payload, key)
  if (!dataset) return null
  const csv = await readDatasetFile(payload, dataset)
  if (csv === null) return null
  return { key: dataset.key, csv, columns: columnSpecs(dataset.columns), modified: dataset.modified, updatedAt: dataset.updatedAt }
}
