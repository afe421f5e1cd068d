/**
 * Named places with coordinates (beaches, forts, springs, towns): what the map's place search finds first, before
 * any outside geocoder. Each belongs to one of the ten wilayats (the map's region styles).
 */
import type { CollectionConfig } from 'payload'

import { bilingualOptions, REGION_LABELS } from '@/fields/options'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { REGION_STYLES } from '@/lib/content-model'
import { expireTags } from '@/lib/revalidate'

export const Places: CollectionConfig = {
  slug: 'places',
  labels: { singular: 'Map place', plural: 'Map places' },
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'region', 'lat', 'lng'] },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [({ req, doc }) => (expireTags(req, [tags.places]), doc)],
    afterDelete: [({ req, doc }) => (expireTags(req, [tags.places]), doc)],
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'region',
          label: 'Wilayat',
          type: 'select',
          required: true,
          options: bilingualOptions(REGION_STYLES, REGION_LABELS),
        },
        { name: 'lat', label: 'Latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'lng', label: 'Longitude', type: 'number', required: true, min: -180, max: 180 },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      validate: (v: string | null | undefined) => (!!v && /^[a-z0-9-]{1,60}$/.test(v)) || 'Lowercase letters, digits and "-" only.',
      admin: { position: 'sidebar' },
    },
  ],
}
