/**
 * Undoing a failed import exactly. On PostgreSQL the import is one transaction and rolling it back is enough for
 * the database. SQLite runs without transactions (its adapter's default; a write transaction held for a whole
 * import would keep every other write of this process, visitors' ratings too, waiting behind it), so each page
 * is copied as the database stores it before its first write: the collection's row in every language and every
 * one of its versions, with their ids and `latest` flags. Restoring writes that copy back through the database
 * adapter, so no hook runs and no version is added; the versions the import added go, the ones Payload pruned to
 * keep its 25 per page come back under their ids (an adapter update with an id inserts a row that is gone).
 *
 * Either way, what lives outside the database (this process's search indexes and the other replicas', the cached
 * pages and lists) saw the import's saves, so it is told about each page again afterwards.
 */
import type { JsonObject, Payload, PayloadRequest, TypeWithVersion } from 'payload'

import { reindexPage } from '@/features/search/cms'
import { tags } from '@/lib/cache-tags'
import type { PageCategory } from '@/lib/content-model'
import { expireTags } from '@/lib/revalidate'

export type StoredPage = { id: number; page: JsonObject | null; versions: TypeWithVersion<JsonObject>[] }

export async function storedPage(payload: Payload, id: number): Promise<StoredPage> {
  const page = await payload.db.findOne<JsonObject & { id: number }>({ collection: 'pages', where: { id: { equals: id } }, locale: 'all' })
  const { docs } = await payload.db.findVersions<JsonObject>({
    collection: 'pages',
    where: { parent: { equals: id } },
    locale: 'all',
    limit: 0,
    pagination: false,
    sort: 'id',
  })
  return { id, page, versions: docs }
}

export async function restorePage(payload: Payload, stored: StoredPage) {
  const { id, page, versions } = stored
  if (page) await payload.db.updateOne({ collection: 'pages', id, data: page })
  const kept = versions.map((v) => v.id)
  await payload.db.deleteVersions({
    collection: 'pages',
    where: { and: [{ parent: { equals: id } }, ...(kept.length ? [{ id: { not_in: kept } }] : [])] },
  })
  for (const version of versions) await payload.db.updateVersion({ collection: 'pages', id: version.id, versionData: version })
}

/** After an undo: the search indexes read each page again, and its cached page and list are expired. */
export async function announceUndo(req: PayloadRequest, pages: { id: number; uniqueUrl: string }[], category: PageCategory) {
  for (const { id } of pages) await reindexPage(req.payload, id)
  expireTags(req, [...pages.map((p) => tags.page(p.uniqueUrl)), tags.category(category)])
}
