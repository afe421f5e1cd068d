/**
 * The activity view's rows from the activity log: what (a page, an alert, a picture, a menu, the settings), which
 * step, who, when, the reviewer's comment, and where to open it. Pure, so it is unit-tested without a database.
 */
import { ACTION_LABELS, ENTITY_LABELS, type ActivityAction } from './actions'

export type ActivityDoc = {
  id: number | string
  action: ActivityAction
  entity: string
  docId?: string | null
  title?: string | null
  comment?: string | null
  versionId?: string | null
  createdAt: string
  user?: number | string | { id: number | string; name?: string | null; email?: string | null } | null
}

export type ActivityRow = {
  id: string
  what: string
  title: string
  action: string
  published: boolean
  comment: string | null
  author: string | null
  at: string
  /** The document (or global) in the admin. */
  href: string | null
  /** Payload's own screen for this version, which compares it and restores it (pages and alerts). */
  restoreHref: string | null
}

const GLOBALS = new Set(['header', 'footer', 'settings', 'emergency-numbers'])

function authorOf(user: ActivityDoc['user']): string | null {
  if (!user || typeof user !== 'object') return null
  return user.name?.trim() || user.email || null
}

export function toActivityRows(docs: ActivityDoc[], language: string, adminRoute = '/admin'): ActivityRow[] {
  const lang = language === 'ar' ? 'ar' : 'en'
  return docs.map((doc) => {
    const entity = encodeURIComponent(doc.entity)
    const href = GLOBALS.has(doc.entity)
      ? `${adminRoute}/globals/${entity}`
      : doc.docId && doc.action !== 'deleted'
        ? `${adminRoute}/collections/${entity}/${encodeURIComponent(doc.docId)}`
        : null
    const what = ENTITY_LABELS[doc.entity]?.[lang] ?? doc.entity
    return {
      id: String(doc.id),
      what,
      title: doc.title?.trim() || (GLOBALS.has(doc.entity) ? what : (doc.docId ?? '')),
      action: ACTION_LABELS[doc.action]?.[lang] ?? doc.action,
      published: doc.action === 'published',
      comment: doc.comment?.trim() || null,
      author: authorOf(doc.user),
      at: doc.createdAt,
      href,
      restoreHref: href && doc.versionId ? `${href}/versions/${encodeURIComponent(doc.versionId)}` : null,
    }
  })
}
