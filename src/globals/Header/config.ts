import type { GlobalConfig } from 'payload'

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
  hooks: { afterChange: [({ req, doc }) => (expireTags(req, [tags.global('header')]), doc)] },
  fields: [menuItemsField('items', 'Menu items')],
}
