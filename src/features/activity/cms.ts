/**
 * Restoring a version of a page never changes what visitors see: Payload's admin restores with `draft=false` by
 * default, which makes the restored version the page itself, and a restored draft version then took a live page off
 * the site. This endpoint takes the place of Payload's `POST /api/pages/versions/:id` (a collection's own endpoints
 * come before Payload's) and always restores as the page's latest draft; the published page stays until Publish.
 * The confirm dialog says so (payload.config.ts, i18n.translations).
 */
import { restoreVersionOperation, type Endpoint } from 'payload'
import { z } from 'zod'

import { activityLabels } from './labels'

// Version ids are the versions table's serial ids; Payload's Local API takes them as strings.
const versionId = z.string().regex(/^[1-9]\d{0,15}$/)

export const restoreAsDraft: Endpoint = {
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const id = versionId.safeParse(req.routeParams?.id)
    if (!id.success) return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404 })
    // Access as Payload's own endpoint applies it (Pages' update rule); errors become Payload's answers (403, 404).
    // The operation itself: the Local API's restoreVersion drops `draft`.
    const doc = await restoreVersionOperation({ collection: req.payload.collections.pages, id: id.data, draft: true, depth: 0, overrideAccess: false, req })
    return Response.json({ doc, message: req.t('version:restoredSuccessfully') }, { status: 200 })
  },
}

/** What the admin's restore dialog says: the restored version becomes the draft, visitors still see the published page. */
export const restoreTranslations = {
  en: {
    version: {
      aboutToRestore:
        'The version of {{versionDate}} becomes this {{label}}’s draft. Visitors keep seeing the published page until you publish the draft.',
    },
  },
  ar: {
    version: {
      aboutToRestore: 'تصبح نسخة {{versionDate}} مسودة هذه {{label}}. يبقى الزوار يرون الصفحة المنشورة حتى تنشر المسودة.',
    },
  },
}

export { ACTION_LABELS, ACTIVITY_ACTIONS, ENTITY_LABELS, type ActivityAction } from './actions'
export { latestVersionId, recordActivity, recordGlobalChange, recordMediaChange, recordMediaDelete, type ActivityEntry } from './record'

/** The activity view's name in the admin's language: its tab title (src/app/(payload)/admin/[[...segments]]/page.tsx). */
export const activityViewTitle = (language: string): string => activityLabels(language).title
