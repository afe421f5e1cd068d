/**
 * Expire the cache entries a page change affects: the page itself (by old and new unique URL) and the lists of
 * its old and new category. A draft save changes nothing a visitor sees, so it expires nothing: Payload's
 * afterChange cannot tell a draft save from an unpublish (both carry `_status: 'draft'`), so `markDraftSave`
 * notes the operation's `draft` argument before it runs. The "before" side is the published row as visitors saw
 * it (`rememberPublished`), not `previousDoc`, which is the latest draft and may carry another URL.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'

import { tags } from '@/lib/cache-tags'
import type { PageCategory } from '@/lib/content-model'
import { expireTags } from '@/lib/revalidate'

type PageLike = { id: number | string; uniqueUrl?: string; category?: PageCategory; _status?: string | null }

const DRAFT_SAVE = 'pageDraftSave'
const publishedKey = (id: number | string) => `pagePublishedBefore:${id}`

function tagsFor(doc: PageLike | undefined): string[] {
  if (!doc) return []
  const list: string[] = []
  if (doc.uniqueUrl) list.push(tags.page(doc.uniqueUrl))
  if (doc.category) list.push(tags.category(doc.category))
  return list
}

/** Same rule as Payload's own (operations/utilities/update.ts): a draft save leaves the published row alone. */
export const markDraftSave: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' || operation === 'update' || operation === 'updateByID') {
    const draft = Boolean((args as { draft?: boolean }).draft)
    const status = (args as { data?: { _status?: string } }).data?._status
    req.context[DRAFT_SAVE] = draft && status !== 'published'
  }
  return args
}

/** Before a real save (not a draft), remember the page as visitors see it now. */
export const rememberPublished: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || req.context[DRAFT_SAVE] === true || !originalDoc?.id) return data
  const live = await req.payload.find({
    collection: 'pages',
    where: { id: { equals: originalDoc.id } },
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { uniqueUrl: true, category: true, _status: true },
    req,
  })
  req.context[publishedKey(originalDoc.id)] = live.docs[0] ?? null
  return data
}

/**
 * For a save visitors see (not a draft save): the page as they saw it before (null when it was new), else undefined.
 * Read before `revalidatePageAfterChange`, which forgets it.
 */
export function publishedBeforeSave(req: PayloadRequest, id: number | string): PageLike | null | undefined {
  if (req.context[DRAFT_SAVE] === true) return undefined
  return (req.context[publishedKey(id)] as PageLike | null | undefined) ?? null
}

export const revalidatePageAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  if (req.context[DRAFT_SAVE] === true) return doc
  const current = doc as PageLike
  const before = req.context[publishedKey(current.id)] as PageLike | null | undefined
  delete req.context[publishedKey(current.id)]
  const visibleNow = current._status === 'published'
  const visibleBefore = before?._status === 'published'
  if (visibleNow || visibleBefore) {
    expireTags(req, [
      ...(visibleNow ? tagsFor(current) : []),
      ...(visibleBefore ? tagsFor(before ?? undefined) : []),
      ...(addressChanged(before, current) ? MENUS : []),
    ])
  }
  return doc
}

/** The menus, which may link to a page by its id (src/fields/menu.ts) and show its address while it is published. */
const MENUS = [tags.global('header'), tags.global('footer')]

/** Whether the page's public address appeared, went, or moved (a new unique URL or category) with this save. */
function addressChanged(before: PageLike | null | undefined, now: PageLike): boolean {
  const visibleBefore = before?._status === 'published'
  const visibleNow = now._status === 'published'
  if (visibleBefore !== visibleNow) return true
  return visibleNow && (before?.uniqueUrl !== now.uniqueUrl || before?.category !== now.category)
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  expireTags(req, [...tagsFor(doc as PageLike), ...((doc as PageLike)._status === 'published' ? MENUS : [])])
  return doc
}
