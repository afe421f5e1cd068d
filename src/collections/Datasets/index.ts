/**
 * Open data sets: an uploaded CSV with its DCAT-style metadata. The open data screen lists them and serves each as
 * CSV and JSON; editors replace a data set by uploading a new file.
 */
import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { expireTags } from '@/lib/revalidate'

export const Datasets: CollectionConfig = {
  slug: 'datasets',
  labels: { singular: 'Open data set', plural: 'Open data sets' },
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'key', 'modified', 'updatedAt'] },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [({ req, doc }) => (expireTags(req, [tags.datasets]), doc)],
    afterDelete: [({ req, doc }) => (expireTags(req, [tags.datasets]), doc)],
  },
  upload: {
    staticDir: path.join(env.DATA_DIR, 'datasets'),
    mimeTypes: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
  },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      validate: (v: string | null | undefined) => (!!v && /^[a-z0-9-]{1,60}$/.test(v)) || 'Lowercase letters, digits and "-" only.',
      admin: { description: 'Part of the download address: /open-data/download/<key>.csv' },
    },
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'subTitle', label: 'Subtitle', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'category', type: 'text', localized: true },
    { name: 'publisher', type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'license', type: 'text', defaultValue: 'CC BY 4.0' },
        { name: 'modified', type: 'date', required: true },
      ],
    },
  ],
}
