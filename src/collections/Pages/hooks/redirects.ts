/**
 * A published page's address change leaves a redirect from the old address (src/features/redirects/hooks.ts); a
 * deleted page leaves no redirect to it. Runs before `revalidatePageAfterChange`, which forgets the page as
 * visitors saw it before the save.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { followPageAddress, forgetDeletedPage } from '@/features/redirects/cms'

import { publishedBeforeSave } from './revalidatePage'

export const redirectOldAddressAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  const before = publishedBeforeSave(req, doc.id)
  if (before === undefined) return doc
  await followPageAddress(req, before, doc)
  return doc
}

export const forgetRedirectsAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await forgetDeletedPage(req, Number(doc.id))
  return doc
}
