/** Typed season details: the event tag it gathers, its tags, activities and weather places. */
import type { GroupField } from 'payload'

import { bilingualOptions, SEASON_TAG_LABELS } from '@/fields/options'
import { SEASON_TAGS } from '@/lib/content-model'

export const seasonField: GroupField = {
  name: 'season',
  type: 'group',
  label: 'Season details',
  admin: { condition: (data) => data?.category === 'seasons' },
  fields: [
    {
      name: 'tag',
      label: 'Events tag',
      type: 'select',
      options: bilingualOptions(SEASON_TAGS, SEASON_TAG_LABELS),
      admin: { description: 'Events with this season are listed on the season page.' },
    },
    {
      name: 'tags',
      type: 'array',
      fields: [{ name: 'label', type: 'text', localized: true, required: true }],
    },
    {
      name: 'activities',
      type: 'array',
      admin: { components: { RowLabel: '@/fields/components/TitleRowLabel' } },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
    {
      name: 'weatherPlaces',
      label: 'Weather places',
      type: 'array',
      admin: { description: 'Places whose current weather the season page shows.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', localized: true, required: true },
            { name: 'lat', label: 'Latitude', type: 'number', required: true, min: -90, max: 90 },
            { name: 'lng', label: 'Longitude', type: 'number', required: true, min: -180, max: 180 },
          ],
        },
      ],
    },
  ],
}
