import type { GlobalConfig } from 'payload'

import { recordGlobalChange } from '@/features/activity/cms'
import { menuItemsField } from '@/fields/menu'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'

/** The header menu (menu items by header type). */
export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Header menu',
  admin: { group: 'Navigation' },
  access: { read: anyone, update: staff },
  // The activity log says who changed it (src/features/activity).
  hooks: { afterChange: [({ req, doc }) => (expireTags(req, [tags.global('header')]), doc), recordGlobalChange] },
  fields: [menuItemsField('items', 'Menu items')],
}
