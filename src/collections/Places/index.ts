/**
 * Named places with coordinates (beaches, forts, springs, towns): what the map's place search finds first, before
 * any outside geocoder. Each belongs to one of the ten wilayats (the map's region styles).
 */
import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, inAdminLanguage, KEY_RULE, type ValidateContext } from '@/fields/labels'
import { bilingualOptions, REGION_LABELS } from '@/fields/options'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { REGION_STYLES } from '@/lib/content-model'
import { expireTags } from '@/lib/revalidate'

export const Places: CollectionConfig = {
  slug: 'places',
  labels: { singular: { en: 'Map place', ar: 'موقع على الخريطة' }, plural: { en: 'Map places', ar: 'مواقع الخريطة' } },
  admin: { useAsTitle: 'name', group: ADMIN_GROUPS.content, defaultColumns: ['name', 'region', 'lat', 'lng'] },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [({ req, doc }) => (expireTags(req, [tags.places]), doc)],
    afterDelete: [({ req, doc }) => (expireTags(req, [tags.places]), doc)],
  },
  fields: [
    { name: 'name', label: { en: 'Name', ar: 'الاسم' }, type: 'text', localized: true, required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'region',
          label: { en: 'Wilayat', ar: 'الولاية' },
          type: 'select',
          required: true,
          options: bilingualOptions(REGION_STYLES, REGION_LABELS),
        },
        { name: 'lat', label: { en: 'Latitude', ar: 'خط العرض' }, type: 'number', required: true, min: -90, max: 90 },
        { name: 'lng', label: { en: 'Longitude', ar: 'خط الطول' }, type: 'number', required: true, min: -180, max: 180 },
      ],
    },
    { name: 'description', label: { en: 'Description', ar: 'الوصف' }, type: 'textarea', localized: true },
    {
      name: 'key',
      label: { en: 'Key', ar: 'المفتاح' },
      type: 'text',
      required: true,
      unique: true,
      validate: (v: string | null | undefined, { req }: ValidateContext) => (!!v && /^[a-z0-9-]{1,60}$/.test(v)) || inAdminLanguage(req, KEY_RULE),
      admin: { position: 'sidebar' },
    },
  ],
}
