/**
 * Visitors' page ratings. Written only by the public rating endpoint (through the Local API); nobody can create
 * or change one through the admin or REST, and visitors can never read them. Above the list, editors get a
 * per-page summary (features/rating/admin) and a CSV export at GET /api/ratings/export.csv.
 */
import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS } from '@/fields/labels'
import { bilingualOptions, LANGUAGE_LABELS } from '@/fields/options'
import { admins, nobody, staff } from '@/lib/access'

import { exportCsv } from './endpoints/exportCsv'

export const Ratings: CollectionConfig = {
  slug: 'ratings',
  labels: { singular: { en: 'Rating', ar: 'تقييم' }, plural: { en: 'Ratings', ar: 'التقييمات' } },
  admin: {
    group: ADMIN_GROUPS.feedback,
    useAsTitle: 'pageName',
    defaultColumns: ['pageName', 'result', 'comment', 'flagged', 'createdAt'],
    description: {
      en: 'What visitors said about each page. Ratings are read-only; comments that may contain personal data are flagged.',
      ar: 'آراء الزوار في كل صفحة. التقييمات للاطلاع فقط، وتُعلَّم التعليقات التي قد تتضمن بيانات شخصية.',
    },
    components: { beforeList: ['@/features/rating/admin/RatingsSummary#RatingsSummary'] },
  },
  endpoints: [exportCsv],
  access: { read: staff, create: nobody, update: nobody, delete: admins },
  indexes: [{ fields: ['sessionId', 'pageName'], unique: true }],
  fields: [
    { name: 'pageName', label: { en: 'Page', ar: 'الصفحة' }, type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'result', label: { en: 'Rating', ar: 'التقييم' }, type: 'number', required: true, min: 1, max: 5, admin: { readOnly: true } },
    { name: 'max', label: { en: 'Out of', ar: 'من أصل' }, type: 'number', required: true, defaultValue: 5, admin: { readOnly: true } },
    { name: 'comment', label: { en: 'Comment', ar: 'التعليق' }, type: 'textarea', maxLength: 500, admin: { readOnly: true } },
    {
      name: 'flagged',
      label: { en: 'May contain personal data', ar: 'قد يتضمن بيانات شخصية' },
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true },
    },
    { name: 'locale', label: { en: 'Language', ar: 'اللغة' }, type: 'select', options: bilingualOptions(['en', 'ar'] as const, LANGUAGE_LABELS), admin: { readOnly: true } },
    { name: 'sessionId', label: { en: 'Visit (session)', ar: 'الزيارة (الجلسة)' }, type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'visitorIpHash',
      label: { en: 'Visitor address (salted hash)', ar: 'عنوان الزائر (مُجزَّأ مع ملح)' },
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
  ],
}
