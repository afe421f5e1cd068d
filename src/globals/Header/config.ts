import type { GlobalConfig } from 'payload'

import { recordGlobalChange } from '@/features/activity/cms'
import { ADMIN_GROUPS } from '@/fields/labels'
import { menuItemsField } from '@/fields/menu'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'

/** The header menu (menu items by header type). */
export const Header: GlobalConfig = {
  slug: 'header',
  label: { en: 'Header menu', ar: 'القائمة العلوية' },
  admin: { group: ADMIN_GROUPS.navigation },
  access: { read: anyone, update: staff },
  // The activity log says who changed it (src/features/activity).
  hooks: { afterChange: [({ req, doc }) => (expireTags(req, [tags.global('header')]), doc), recordGlobalChange] },
  fields: [
    // A warning when the items would not fit on the site's header bar at 1366 px (./MenuFitWarning.tsx).
    { name: 'menuFit', type: 'ui', admin: { components: { Field: '@/globals/Header/MenuFitWarning' } } },
    menuItemsField(
      'items',
      { en: 'Menu items', ar: 'عناصر القائمة' },
      { singular: { en: 'Menu item', ar: 'عنصر قائمة' }, plural: { en: 'Menu items', ar: 'عناصر القائمة' } },
    ),
  ],
}
