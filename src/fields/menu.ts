/**
 * Menu items: active flag, title per language, where it leads (a page of the site, picked, or another address),
 * sub-items. Order is the list's order. A picked page is linked by its id, so the link follows it when its address
 * changes (the page's hooks expire the menus: src/collections/Pages/hooks.ts).
 */
import type { ArrayField, Field, PayloadRequest, TextField } from 'payload'

import { inAdminLanguage } from './labels'
import { linkField, validateLink } from './link'
import type { Bilingual } from './options'

const BOTH = {
  en: 'Pick a page or type an address, not both: clear one of them.',
  ar: 'اختر صفحة أو اكتب عنوانًا، لا الاثنين معًا: امسح أحدهما.',
}

/** The other address: refused when a page is picked too (which one would the visitor get?). */
export function validateMenuUrl(value: string | null | undefined, siblingData: { page?: unknown } | undefined, req?: Pick<PayloadRequest, 'i18n'>): true | string {
  if (value && siblingData?.page) return inAdminLanguage(req, BOTH)
  return validateLink(value, req)
}

const urlField = {
  ...linkField('url', { en: 'Or another address', ar: 'أو عنوان آخر' }),
  required: false,
  validate: (value: string | null | undefined, { req, siblingData }: { req: PayloadRequest; siblingData: unknown }) =>
    validateMenuUrl(value, siblingData as { page?: unknown }, req),
  admin: {
    description: {
      en: 'For a screen or list of the site (/news-list) or another site (https://…). Leave empty when a page is picked.',
      ar: 'لشاشة أو قائمة في الموقع (‎/news-list‎) أو موقع آخر (https://…). اتركه فارغًا عند اختيار صفحة.',
    },
  },
}

const entryFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'title', label: { en: 'Title', ar: 'العنوان' }, type: 'text', localized: true, required: true },
      { name: 'isActive', label: { en: 'Active', ar: 'نشط' }, type: 'checkbox', defaultValue: true },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'page',
        label: { en: 'Page', ar: 'الصفحة' },
        type: 'relationship',
        relationTo: 'pages',
        admin: {
          description: {
            en: 'A page of the site: the link follows it if its address changes, and is hidden while it is not published.',
            ar: 'صفحة من الموقع: يتبعها الرابط إن تغيّر عنوانها، ويُخفى ما دامت غير منشورة.',
          },
        },
      },
      urlField as TextField,
    ],
  },
]

/** Each row labelled by its title, not "Item 03" (src/fields/components/TitleRowLabel.tsx). */
const titleRowLabel = { RowLabel: '@/fields/components/TitleRowLabel' }

export function menuItemsField(name: string, label: Bilingual, labels: { singular: Bilingual; plural: Bilingual }): ArrayField {
  return {
    name,
    label,
    type: 'array',
    labels,
    admin: { initCollapsed: true, components: titleRowLabel },
    fields: [
      ...entryFields,
      {
        name: 'subItems',
        label: { en: 'Sub-items', ar: 'العناصر الفرعية' },
        labels: { singular: { en: 'Sub-item', ar: 'عنصر فرعي' }, plural: { en: 'Sub-items', ar: 'العناصر الفرعية' } },
        type: 'array',
        admin: { initCollapsed: true, components: titleRowLabel },
        fields: entryFields,
      },
    ],
  }
}
