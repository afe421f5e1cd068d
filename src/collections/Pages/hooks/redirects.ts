/**
 * A published page's address change leaves a redirect from the old address (src/features/redirects/hooks.ts); a
 * deleted page leaves no redirect to it (nor one that leads nowhere). Runs before `revalidatePageAfterChange`, which forgets the page as
 * visitors saw it before the save.
 */
import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { followPageAddress, forgetDeletedPage } from '@/features/redirects/cms'

import { publishedBeforeSave } from './revalidatePage'

export const redirectOldAddressAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  const before = publishedBeforeSave(req, doc.id)
  if (before === undefined) return doc
  await followPageAddress(req, before, doc)
  return doc
}

/**
 * Before the delete, in its transaction: once the page row is gone, the database has already emptied the redirects'
 * link to it (`ON DELETE SET NULL`), and they could no longer be found by their page.
 */
export const forgetRedirectsBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await forgetDeletedPage(req, Number(id))
}
