/**
 * Typed event details (docs/decisions/0002-content-model.md): what the brief kept in sections and SEO fields
 * (information, suitable-for, category tags, season tag) gets real fields an editor cannot mistype.
 */
import type { GroupField } from 'payload'

import { bilingualOptions, EVENT_CATEGORY_LABELS, SEASON_TAG_LABELS, SUITABLE_FOR_LABELS } from '@/fields/options'
import { EVENT_CATEGORIES, SEASON_TAGS, SUITABLE_FOR_ICONS } from '@/lib/content-model'

import { readUnlessDateHidden } from '../access'

/** An end before the start would give calendars an event of negative length. */
function endAfterStart(value: Date | string | null | undefined, { data }: { data: Partial<{ pageDate?: string | null }> }) {
  if (!value || !data?.pageDate) return true
  return new Date(value).getTime() >= new Date(data.pageDate).getTime() || 'The end must not be before the start (the page date).'
}

export const eventField: GroupField = {
  name: 'event',
  type: 'group',
  label: 'Event details',
  admin: { condition: (data) => data?.category === 'events' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'categories',
          type: 'select',
          hasMany: true,
          options: bilingualOptions(EVENT_CATEGORIES, EVENT_CATEGORY_LABELS),
        },
        {
          name: 'season',
          type: 'select',
          options: bilingualOptions(SEASON_TAGS, SEASON_TAG_LABELS),
          admin: { description: 'Shows the event on that season’s page.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'text', localized: true },
        { name: 'age', type: 'text', localized: true },
        { name: 'time', type: 'text', localized: true },
      ],
    },
    {
      name: 'endDate',
      label: 'Ends',
      type: 'date',
      access: { read: readUnlessDateHidden },
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the event ends (its start is the page date). Calendars and search engines use it.',
      },
      validate: endAfterStart,
    },
    { name: 'dateNote', label: 'Date panel text', type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'mapUrl', label: 'Map link', type: 'text', validate: (v: string | null | undefined) => !v || /^https:\/\/\S+$/.test(v) || 'Use a full https:// address' },
        { name: 'lat', label: 'Latitude', type: 'number', min: -90, max: 90 },
        { name: 'lng', label: 'Longitude', type: 'number', min: -180, max: 180 },
      ],
    },
    {
      name: 'suitableFor',
      label: 'Suitable for',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              type: 'select',
              required: true,
              options: bilingualOptions(SUITABLE_FOR_ICONS, SUITABLE_FOR_LABELS),
            },
            { name: 'label', type: 'text', localized: true, required: true },
          ],
        },
      ],
    },
  ],
}
