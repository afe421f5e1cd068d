/**
 * Redirects: an old address answered with a 301 to a page or another address, in both languages (`/old` and
 * `/ar/old`). Editors add and remove them; renaming a published page adds one by itself (`automatic`). What is
 * refused, and how chains collapse: src/features/redirects/hooks.ts. How they are served: src/proxy.ts,
 * docs/decisions/0040-redirects.md.
 */
import type { CollectionConfig } from 'payload'

import { collapseAndExpireAfterChange, expireAfterDelete, validateRedirect } from '@/features/redirects/cms'
import { ADMIN_GROUPS } from '@/fields/labels'
import { staff } from '@/lib/access'

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { en: 'Redirect', ar: 'تحويل' }, plural: { en: 'Redirects', ar: 'التحويلات' } },
  admin: {
    useAsTitle: 'from',
    group: ADMIN_GROUPS.navigation,
    defaultColumns: ['from', 'toPage', 'toPath', 'automatic', 'updatedAt'],
    listSearchableFields: ['from', 'toPath'],
    description: {
      en: 'An old address that sends visitors on to a page (301), in English and Arabic alike. Renaming a published page adds one from its old address.',
      ar: 'عنوان قديم يُحوِّل الزوار إلى صفحة (301)، بالعربية والإنجليزية معًا. تغيير عنوان صفحة منشورة يضيف تحويلًا من عنوانها القديم تلقائيًا.',
    },
  },
  // Staff only: visitors meet redirects as 301 answers, never as documents (the proxy reads them with overrideAccess).
  access: { read: staff, create: staff, update: staff, delete: staff },
  hooks: {
    beforeValidate: [validateRedirect],
    afterChange: [collapseAndExpireAfterChange],
    afterDelete: [expireAfterDelete],
  },
  fields: [
    {
      name: 'from',
      label: { en: 'Old address', ar: 'العنوان القديم' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          en: 'The address without the language, e.g. /old-page or /news-details/old-news: /ar/old-page redirects too.',
          ar: 'العنوان دون اللغة، مثل ‎/old-page‎ أو ‎/news-details/old-news‎، ويُحوَّل ‎/ar/old-page‎ كذلك.',
        },
      },
    },
    {
      name: 'toType',
      label: { en: 'Send visitors to', ar: 'تحويل الزوار إلى' },
      type: 'radio',
      required: true,
      defaultValue: 'page',
      options: [
        { label: { en: 'A page', ar: 'صفحة' }, value: 'page' },
        { label: { en: 'An address', ar: 'عنوان' }, value: 'path' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'toPage',
      label: { en: 'Page', ar: 'الصفحة' },
      type: 'relationship',
      relationTo: 'pages',
      admin: {
        condition: (data) => data?.toType !== 'path',
        description: {
          en: 'A published page. The redirect follows the page if it is renamed again.',
          ar: 'صفحة منشورة، ويتبعها التحويل إن تغيّر عنوانها مرة أخرى.',
        },
      },
    },
    {
      name: 'toPath',
      label: { en: 'Address', ar: 'العنوان' },
      type: 'text',
      admin: {
        condition: (data) => data?.toType === 'path',
        description: {
          en: 'An address of this site without the language, e.g. /news-list or /economy/Tourism-Sector.',
          ar: 'عنوان في هذا الموقع دون اللغة، مثل ‎/news-list‎ أو ‎/economy/Tourism-Sector‎.',
        },
      },
    },
    {
      name: 'automatic',
      label: { en: 'Added when a page was renamed', ar: 'أُضيف عند تغيير عنوان صفحة' },
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
