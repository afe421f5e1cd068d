/** Menu items: active flag, title per language, url, sub-items. Order is the list's order. */
import type { ArrayField, Field } from 'payload'

import { linkField } from './link'

const entryFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'title', type: 'text', localized: true, required: true },
      { ...linkField('url', 'URL'), required: false },
      { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true },
    ],
  },
]

/** Each row labelled by its title, not "Item 03" (src/fields/components/TitleRowLabel.tsx). */
const titleRowLabel = { RowLabel: '@/fields/components/TitleRowLabel' }

export function menuItemsField(name: string, label: string): ArrayField {
  return {
    name,
    label,
    type: 'array',
    labels: { singular: 'Item', plural: 'Items' },
    admin: { initCollapsed: true, components: titleRowLabel },
    fields: [
      ...entryFields,
      {
        name: 'subItems',
        label: 'Sub-items',
        type: 'array',
        admin: { initCollapsed: true, components: titleRowLabel },
        fields: entryFields,
      },
    ],
  }
}
