/** News classifications editors define (the news list's filter offers "All" plus these). */
import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'

export const Classifications: CollectionConfig = {
  slug: 'classifications',
  labels: { singular: 'News classification', plural: 'News classifications' },
  admin: { useAsTitle: 'name', group: 'Content' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [({ req, doc }) => (expireTags(req, [tags.classifications, tags.category('news')]), doc)],
    afterDelete: [({ req, doc }) => (expireTags(req, [tags.classifications, tags.category('news')]), doc)],
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      validate: (v: string | null | undefined) => (!!v && /^[a-z0-9-]{1,40}$/.test(v)) || 'Lowercase letters, digits and "-" only.',
      admin: { description: 'Used in the news list’s address, e.g. /news-list?classification=tourism.' },
    },
  ],
}
