/**
 * Expire the cache entries a page change affects: the page itself (by old and new unique URL), the lists of its
 * old and new category, and the search index's tag. Drafts change nothing a visitor sees, so they are skipped.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { tags } from '@/lib/cache-tags'
import type { PageCategory } from '@/lib/content-model'
import { expireTags } from '@/lib/revalidate'

type PageLike = { id: number | string; uniqueUrl?: string; category?: PageCategory; _status?: string | null }

function tagsFor(doc: PageLike | undefined): string[] {
  if (!doc) return []
  const list = [tags.pageId(doc.id)]
  if (doc.uniqueUrl) list.push(tags.page(doc.uniqueUrl))
  if (doc.category) list.push(tags.category(doc.category))
  return list
}

export const revalidatePageAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  const current = doc as PageLike
  const previous = previousDoc as PageLike | undefined
  const visibleNow = current._status === 'published'
  const visibleBefore = previous?._status === 'published'
  if (visibleNow || visibleBefore) {
    expireTags(req, [...tagsFor(current), ...tagsFor(previous), tags.allPages])
  }
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  expireTags(req, [...tagsFor(doc as PageLike), tags.allPages])
  return doc
}
