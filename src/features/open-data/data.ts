/**
 * Open data sets read as an anonymous visitor (`overrideAccess: false`): whatever the collection's access rules
 * hide from the public is never listed nor downloadable. Pure functions of a Payload instance, for the
 * integration tests; the screens use ./queries.ts and the downloads ./download.ts.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Dataset } from '@/payload-types'

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
  const filename = dataset.filename ? path.basename(dataset.filename) : ''
  if (!staticDir || !filename) return null
  try {
    return await readFile(path.join(path.resolve(staticDir), filename), 'utf8')
  } catch {
    return null
  }
}
