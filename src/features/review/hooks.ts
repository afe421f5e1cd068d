/**
 * The server side of review before publish, for every collection with drafts (pages, alerts):
 *
 * - Only a user who may publish (`userMayPublish`: reviewers, admins, and for alerts an editor granted it) may make a
 *   save that changes what visitors see: publishing, unpublishing, or saving over a published document without
 *   `draft`. Anyone else is refused with 403 and a sentence in the admin's language, whatever the way in (the admin,
 *   REST, the Local API with a user, overrideAccess or not; a restore, a bulk edit, a scheduled job that runs as the
 *   user who scheduled it). A call with no user (the set-up script, a job without one) is trusted as before.
 * - The review fields keep their value unless the review endpoint sets them; a publish clears them.
 * - Each save, step and delete is written to the activity log.
 */
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { latestVersionId, recordActivity, type ActivityEntry } from '@/features/activity/cms'
import { userMayPublish } from '@/lib/access'

import { REVIEW_FIELD_NAMES } from './fields'
import { reviewLabels, type ReviewedCollection } from './labels'

const draftSaveKey = (slug: string) => `review:draftSave:${slug}`
const wasLiveKey = (slug: string, id: number | string) => `review:wasLive:${slug}:${id}`
export const REVIEW_STEP = 'review:step'

/** What the review endpoint asks a save to write (req.context[REVIEW_STEP]). */
export type ReviewStep = {
  collection: ReviewedCollection
  id: number | string
  action: 'submitted' | 'sentBack'
  values: Record<(typeof REVIEW_FIELD_NAMES)[number], unknown>
}

export const mayPublishHere = (req: PayloadRequest, slug: string) => !req.user || userMayPublish(req.user as never, slug)

export const publishRefused = (req: PayloadRequest) => new APIError(reviewLabels(req.i18n?.language).refused, 403, null, true)

type Args = { data?: { _status?: unknown }; draft?: boolean }

/** Notes whether this operation is a draft save (Payload's own rule), and refuses an explicit publish at once. */
export const guardPublishOperation: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const slug = collection.slug
  if (operation === 'create' || operation === 'update' || operation === 'updateByID') {
    const { data, draft } = args as Args
    req.context[draftSaveKey(slug)] = Boolean(draft) && data?._status !== 'published'
    if (data?._status === 'published' && !mayPublishHere(req, slug)) throw publishRefused(req)
  }
  // Restoring without `draft` makes the version the document itself: a publish or an unpublish.
  if (operation === 'restoreVersion' && !(args as Args).draft && !mayPublishHere(req, slug)) throw publishRefused(req)
  return args
}

async function isLive(req: PayloadRequest, slug: ReviewedCollection, id: number | string) {
  const { totalDocs } = await req.payload.count({
    collection: slug,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * Before the write: refuses a save by someone who may not publish unless it is a draft save or touches a document
 * visitors do not see; remembers whether the document was live (the log tells an unpublish from a save); and keeps,
 * sets or clears the review fields.
 */
export const guardPublishChange: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  const slug = collection.slug as ReviewedCollection
  const draftSave = req.context[draftSaveKey(slug)] === true
  const original = originalDoc as ({ id?: number | string; _status?: string } & Record<string, unknown>) | undefined
  const status = (data._status as string | undefined) ?? original?._status ?? 'draft'
  const id = operation === 'update' ? original?.id : undefined

  if (!draftSave) {
    const live = id != null ? await isLive(req, slug, id) : false
    if (id != null) req.context[wasLiveKey(slug, id)] = live
    if (!mayPublishHere(req, slug) && (status === 'published' || live)) throw publishRefused(req)
  }

  const step = req.context[REVIEW_STEP] as ReviewStep | undefined
  if (step && step.collection === slug && id != null && String(step.id) === String(id)) {
    Object.assign(data, step.values)
  } else if (!draftSave && status === 'published') {
    // Published: nothing is waiting any more.
    for (const name of REVIEW_FIELD_NAMES) data[name] = null
  } else {
    for (const name of REVIEW_FIELD_NAMES) data[name] = original?.[name] ?? null
  }
  return data
}

const titleOf = (doc: { title?: unknown; uniqueUrl?: unknown; id: number | string }) =>
  (typeof doc.title === 'string' && doc.title.trim()) || (typeof doc.uniqueUrl === 'string' ? doc.uniqueUrl : String(doc.id))

/** After the write: one activity row saying what this save was. */
export const recordReviewedChange: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  const slug = collection.slug as ReviewedCollection
  const current = doc as { id: number | string; _status?: string; title?: unknown; uniqueUrl?: unknown }
  const step = req.context[REVIEW_STEP] as ReviewStep | undefined
  const isStep = step && step.collection === slug && String(step.id) === String(current.id)
  let action: ActivityEntry['action']
  if (isStep) action = step.action
  else if (req.context[draftSaveKey(slug)] === true) action = 'draft'
  else if (current._status === 'published') action = 'published'
  else if (operation === 'update' && req.context[wasLiveKey(slug, current.id)] === true) action = 'unpublished'
  else action = 'saved'
  delete req.context[wasLiveKey(slug, current.id)]
  await recordActivity(req, {
    action,
    entity: slug,
    docId: current.id,
    title: titleOf(current),
    comment: isStep && step.action === 'sentBack' ? (step.values.reviewComment as string) : null,
    versionId: await latestVersionId(req, slug, current.id),
  })
  return doc
}

export const recordReviewedDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  const current = doc as { id: number | string; title?: unknown; uniqueUrl?: unknown }
  await recordActivity(req, { action: 'deleted', entity: collection.slug, docId: current.id, title: titleOf(current) })
  return doc
}
