/**
 * The activity log: who did what to which page, alert, picture, menu or setting, and when, including each step of
 * review before publish (submitted, sent back with its comment, published, unpublished). Written only by hooks
 * (src/features/activity/record.ts, src/features/review); read by administrators in the Activity view
 * (/admin/activity). Nobody may write, change or delete a row through the API.
 */
import type { CollectionConfig } from 'payload'

import { ACTION_LABELS, ACTIVITY_ACTIONS } from '@/features/activity/cms'
import { admins, nobody } from '@/lib/access'

export const Activity: CollectionConfig = {
  slug: 'activity',
  labels: { singular: { en: 'Activity', ar: 'نشاط' }, plural: { en: 'Activity', ar: 'سجل النشاط' } },
  // Shown by the Activity view, not as a list of its own.
  admin: { hidden: true, useAsTitle: 'title' },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      label: { en: 'What', ar: 'الإجراء' },
      type: 'select',
      required: true,
      index: true,
      options: ACTIVITY_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] })),
    },
    // A collection's or a global's slug (pages, alerts, media, header, footer, settings).
    { name: 'entity', label: { en: 'Kind', ar: 'النوع' }, type: 'text', required: true, index: true },
    { name: 'docId', label: { en: 'Document', ar: 'المستند' }, type: 'text', index: true },
    { name: 'title', label: { en: 'Title', ar: 'العنوان' }, type: 'text' },
    { name: 'comment', label: { en: 'Comment', ar: 'التعليق' }, type: 'textarea' },
    { name: 'versionId', label: { en: 'Version', ar: 'النسخة' }, type: 'text' },
    // No user: a script or a scheduled job without one.
    { name: 'user', label: { en: 'By', ar: 'بواسطة' }, type: 'relationship', relationTo: 'users', index: true },
  ],
}
