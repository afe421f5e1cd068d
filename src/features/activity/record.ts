/**
 * Writes the activity log (the `activity` collection): one row per step of the review workflow and per change to
 * pages, alerts, media, the menus and the settings, with who did it. Written in the change's own transaction (its
 * `req`), so a save that fails leaves no row; written by the database adapter itself, since nobody may write the log
 * through the API.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import type { ActivityAction } from './actions'

export type ActivityEntry = {
  action: ActivityAction
  entity: string
  docId?: string | number | null
  title?: string | null
  comment?: string | null
  versionId?: string | number | null
}

const userIdOf = (req: PayloadRequest) => (req.user?.collection === 'users' ? req.user.id : null)

export async function recordActivity(req: PayloadRequest, entry: ActivityEntry): Promise<void> {
  const now = new Date().toISOString()
  // Straight to the database adapter: a log row has no hooks, defaults or access to run, and is written at every save.
  await req.payload.db.create({
    collection: 'activity',
    data: {
      action: entry.action,
      entity: entry.entity,
      docId: entry.docId != null ? String(entry.docId) : null,
      title: entry.title?.slice(0, 300) ?? null,
      comment: entry.comment ?? null,
      versionId: entry.versionId != null ? String(entry.versionId) : null,
      user: userIdOf(req),
      createdAt: now,
      updatedAt: now,
    },
    req,
  })
}

/** The latest version of a document with versions: the activity view links to it (compare and restore). */
export async function latestVersionId(req: PayloadRequest, collection: 'pages' | 'alerts', id: number | string) {
  const { docs } = await req.payload.findVersions({
    collection,
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
    req,
  })
  return docs[0]?.id ?? null
}

type MediaLike = { id: number | string; filename?: string | null; alt?: string | null }

export const recordMediaChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const media = doc as MediaLike
  await recordActivity(req, { action: operation === 'create' ? 'created' : 'changed', entity: 'media', docId: media.id, title: media.filename ?? media.alt })
  return doc
}

export const recordMediaDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const media = doc as MediaLike
  await recordActivity(req, { action: 'deleted', entity: 'media', docId: media.id, title: media.filename ?? media.alt })
  return doc
}

export const recordGlobalChange: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await recordActivity(req, { action: 'changed', entity: global.slug, title: null })
  return doc
}
