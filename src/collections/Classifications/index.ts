/** News classifications editors define (the news list's filter offers "All" plus these). */
import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, inAdminLanguage, KEY_RULE, type ValidateContext } from '@/fields/labels'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'

export const Classifications: CollectionConfig = {
  slug: 'classifications',
  labels: {
    singular: { en: 'News classification', ar: 'تصنيف الأخبار' },
    plural: { en: 'News classifications', ar: 'تصنيفات الأخبار' },
  },
  admin: { useAsTitle: 'name', group: ADMIN_GROUPS.content },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [({ req, doc }) => (expireTags(req, [tags.classifications, tags.category('news')]), doc)],
    afterDelete: [({ req, doc }) => (expireTags(req, [tags.classifications, tags.category('news')]), doc)],
  },
  fields: [
    { name: 'name', label: { en: 'Name', ar: 'الاسم' }, type: 'text', localized: true, required: true },
    {
      name: 'key',
      label: { en: 'Key', ar: 'المفتاح' },
      type: 'text',
      required: true,
      unique: true,
      validate: (v: string | null | undefined, { req }: ValidateContext) => (!!v && /^[a-z0-9-]{1,40}$/.test(v)) || inAdminLanguage(req, KEY_RULE),
      admin: {
        description: {
          en: 'Used in the news list’s address, e.g. /news-list?classification=tourism.',
          ar: 'يُستخدم في عنوان قائمة الأخبار، مثل ‎/news-list?classification=tourism‎.',
        },
      },
    },
  ],
}
