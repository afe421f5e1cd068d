/**
 * The Pages hook of scheduled publishing: a deleted page leaves no schedule behind to fail. Payload deletes a
 * deleted document's schedules itself, but matches the id as the document has it (a number) while the admin's
 * schedule drawer queues it as a string: on SQLite those schedules stayed, and failed at their time.
 */
import type { CollectionAfterDeleteHook } from 'payload'

import { deletePageSchedules } from './problems'

export const deleteSchedulesAfterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
  const pageId = Number(id)
  if (Number.isSafeInteger(pageId)) await deletePageSchedules(req.payload, pageId, req)
}
