/**
 * Pictures are tagged one by one (`media:<id>`). A cached content read keeps the media documents it was
 * populated with only as references: `withFreshMedia` collects their ids, reads those documents through one
 * cache entry tagged with exactly their ids, and puts the fresh ones in place. Replacing an upload therefore
 * expires the reads (and the pages rendered from them) that show it, and nothing else.
 */
import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'

import { tags } from './cache-tags'
import { getPayloadClient } from './payload'

type MediaLike = { id: number | string; filename?: unknown; mimeType?: unknown }

function isMediaDocument(value: unknown): value is MediaLike {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  return (
    (typeof record.id === 'number' || typeof record.id === 'string') &&
    'filename' in record &&
    'mimeType' in record &&
    'url' in record
  )
}

/** The ids of every populated media document inside `value`, in first-seen order. */
export function collectMediaIds(value: unknown, found: Set<number | string> = new Set()): (number | string)[] {
  if (Array.isArray(value)) for (const item of value) collectMediaIds(item, found)
  else if (isMediaDocument(value)) found.add(value.id)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectMediaIds(item, found)
  return [...found]
}

/** `value` with every populated media document replaced by `byId`'s (null when it no longer exists). */
export function replaceMedia<T>(value: T, byId: Map<string, unknown>): T {
  if (Array.isArray(value)) return value.map((item) => replaceMedia(item, byId)) as T
  if (isMediaDocument(value)) return (byId.get(String(value.id)) ?? null) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceMedia(item, byId)])) as T
  }
  return value
}

const readMedia = (ids: (number | string)[], locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection: 'media',
        where: { id: { in: ids } },
        locale,
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: false,
      })
      return result.docs
    },
    ['media-by-ids', locale, ...ids.map(String)],
    { tags: ids.map((id) => tags.media(id)) },
  )()

export async function withFreshMedia<T>(value: T, locale: Locale): Promise<T> {
  const ids = collectMediaIds(value).sort((a, b) => String(a).localeCompare(String(b)))
  if (ids.length === 0) return value
  // Next keeps at most 128 tags per cache entry: read in chunks well below it.
  const chunks: (number | string)[][] = []
  for (let i = 0; i < ids.length; i += 64) chunks.push(ids.slice(i, i + 64))
  const docs = (await Promise.all(chunks.map((chunk) => readMedia(chunk, locale)))).flat()
  return replaceMedia(value, new Map(docs.map((doc) => [String(doc.id), doc])))
}
