/**
 * Visitors' page ratings. Written only by the public rating endpoint (through the Local API); nobody can create
 * or change one through the admin or REST, and visitors can never read them. Above the list, editors get a
 * per-page summary (features/rating/admin) and a CSV export at GET /api/ratings/export.csv.
 */
import type { CollectionConfig } from 'payload'

import { bilingualOptions, LANGUAGE_LABELS } from '@/fields/options'
import { admins, nobody, staff } from '@/lib/access'

import { exportCsv } from './endpoints/exportCsv'

export const Ratings: CollectionConfig = {
  slug: 'ratings',
  labels: { singular: 'Rating', plural: 'Ratings' },
  admin: {
    group: 'Feedback',
    useAsTitle: 'pageName',
    defaultColumns: ['pageName', 'result', 'comment', 'flagged', 'createdAt'],
    description: 'What visitors said about each page. Ratings are read-only; comments that may contain personal data are flagged.',
    components: { beforeList: ['@/features/rating/admin/RatingsSummary#RatingsSummary'] },
  },
  endpoints: [exportCsv],
  access: { read: staff, create: nobody, update: nobody, delete: admins },
  indexes: [{ fields: ['sessionId', 'pageName'], unique: true }],
  fields: [
    { name: 'pageName', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'result', type: 'number', required: true, min: 1, max: 5, admin: { readOnly: true } },
    { name: 'max', type: 'number', required: true, defaultValue: 5, admin: { readOnly: true } },
    { name: 'comment', type: 'textarea', maxLength: 500, admin: { readOnly: true } },
    {
      name: 'flagged',
      label: 'May contain personal data',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true },
    },
    { name: 'locale', type: 'select', options: bilingualOptions(['en', 'ar'] as const, LANGUAGE_LABELS), admin: { readOnly: true } },
    { name: 'sessionId', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'visitorIpHash',
      label: 'Visitor address (salted hash)',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
  ],
}
