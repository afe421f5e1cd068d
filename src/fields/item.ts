/**
 * The briefed slider item and card item: one field set, used by both lists of a section.
 * Texts are per language; image, link and category are shared by both languages.
 */
import type { Field } from 'payload'

import { linkField } from './link'

export const itemFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'title', label: { en: 'Title', ar: 'العنوان' }, type: 'text', localized: true },
      { name: 'subTitle', label: { en: 'Subtitle', ar: 'العنوان الفرعي' }, type: 'text', localized: true },
    ],
  },
  { name: 'description', label: { en: 'Description', ar: 'الوصف' }, type: 'textarea', localized: true },
  { name: 'text', label: { en: 'Rich text', ar: 'نص منسق' }, type: 'richText', localized: true },
  {
    type: 'row',
    fields: [
      { name: 'image', label: { en: 'Picture', ar: 'الصورة' }, type: 'upload', relationTo: 'media' },
      {
        name: 'alt',
        label: { en: 'Alternative text (overrides the picture’s own)', ar: 'النص البديل (بدل نص الصورة نفسها)' },
        type: 'text',
        localized: true,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'btnTitle', label: { en: 'Button title', ar: 'نص الزر' }, type: 'text', localized: true },
      linkField('link', { en: 'Link', ar: 'الرابط' }),
      {
        name: 'category',
        label: { en: 'Category key', ar: 'مفتاح الفئة' },
        type: 'text',
        admin: {
          description: {
            en: 'Optional key, e.g. the map tab of a region card: khareef, heritage, tourist, nature.',
            ar: 'مفتاح اختياري، مثل تبويب الخريطة لبطاقة منطقة: khareef أو heritage أو tourist أو nature.',
          },
        },
      },
    ],
  },
]
