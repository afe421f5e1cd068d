/** Menu items: active flag, title per language, url, sub-items. Order is the list's order. */
import type { ArrayField, Field } from 'payload'

import { linkField } from './link'
import type { Bilingual } from './options'

const entryFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'title', label: { en: 'Title', ar: 'العنوان' }, type: 'text', localized: true, required: true },
      { ...linkField('url', { en: 'Link', ar: 'الرابط' }), required: false },
      { name: 'isActive', label: { en: 'Active', ar: 'نشط' }, type: 'checkbox', defaultValue: true },
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
