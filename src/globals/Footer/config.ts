import type { GlobalConfig } from 'payload'

import { recordGlobalChange } from '@/features/activity/cms'
import { menuItemsField } from '@/fields/menu'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'

/** The footer's link columns (menu items by footer type): each item is a column, its sub-items the links. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer menu',
  admin: { group: 'Navigation' },
  access: { read: anyone, update: staff },
  // The activity log says who changed it (src/features/activity).
  hooks: { afterChange: [({ req, doc }) => (expireTags(req, [tags.global('footer')]), doc), recordGlobalChange] },
  fields: [menuItemsField('items', 'Columns')],
}
