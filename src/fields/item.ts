/**
 * The spec's slider item and card item (section 3): one field set, used by both lists of a section.
 * Texts are per language; image, link and category are shared by both languages.
 */
import type { Field } from 'payload'

import { linkField } from './link'

export const itemFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'subTitle', label: 'Subtitle', type: 'text', localized: true },
    ],
  },
  { name: 'description', type: 'textarea', localized: true },
  { name: 'text', label: 'Rich text', type: 'richText', localized: true },
  {
    type: 'row',
    fields: [
      { name: 'image', type: 'upload', relationTo: 'media' },
      {
        name: 'alt',
        label: 'Alternative text (overrides the image’s own)',
        type: 'text',
        localized: true,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'btnTitle', label: 'Button title', type: 'text', localized: true },
      linkField('link', 'Link (the spec’s toLinkUrl)'),
      {
        name: 'category',
        type: 'text',
        admin: { description: 'Optional key, e.g. the map tab of a region card: khareef, heritage, tourist, nature.' },
      },
    ],
  },
]
