import type { GlobalConfig } from 'payload'

import { recordGlobalChange } from '@/features/activity/cms'
import { ADMIN_GROUPS } from '@/fields/labels'
import { menuItemsField } from '@/fields/menu'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'

/** The footer's link columns (menu items by footer type): each item is a column, its sub-items the links. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { en: 'Footer menu', ar: 'قائمة التذييل' },
  admin: { group: ADMIN_GROUPS.navigation },
  access: { read: anyone, update: staff },
  // The activity log says who changed it (src/features/activity).
  hooks: { afterChange: [({ req, doc }) => (expireTags(req, [tags.global('footer')]), doc), recordGlobalChange] },
  fields: [
    menuItemsField(
      'items',
      { en: 'Columns', ar: 'الأعمدة' },
      { singular: { en: 'Column', ar: 'عمود' }, plural: { en: 'Columns', ar: 'الأعمدة' } },
    ),
  ],
}
