/**
 * Pages hooks that keep the search indexes current. The page is re-read as a visitor would see it rather than
 * taken from the hook's `doc`: after a draft save `doc` is the draft, which must not leak into search, and only
 * a read tells whether the page is still published. A failing index update is logged, never thrown: the
 * editor's save has succeeded and must not be reported as an error.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { forgetPage, refreshPage } from './store'
import { publishChange } from './sync'

export const indexPageAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await reindexPage(req.payload, Number(doc.id), req.transactionID)
  return doc
}

/**
 * Reads one page again into this replica's indexes and the others'. Also for a change made without Payload's
 * hooks: a failed CSV import undone on the database directly, or rolled back after its saves were indexed.
 */
export async function reindexPage(payload: Payload, id: number, transactionID?: PayloadRequest['transactionID']) {
  try {
    await refreshPage(payload, id, transactionID)
    await publishChange('refresh', id)
  } catch (error) {
    payload.logger.error({ msg: 'search index update failed', id, err: error })
  }
}

export const unindexPageAfterDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
  try {
    await forgetPage(Number(id ?? doc.id))
    await publishChange('forget', Number(id ?? doc.id))
  } catch (error) {
    req.payload.logger.error({ msg: 'search index update failed', id, err: error })
  }
  return doc
}
