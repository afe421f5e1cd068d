/** Typed season details: the event tag it gathers, its tags, activities and weather places. */
import type { GroupField } from 'payload'

import { bilingualOptions, SEASON_TAG_LABELS } from '@/fields/options'
import { SEASON_TAGS } from '@/lib/content-model'

export const seasonField: GroupField = {
  name: 'season',
  type: 'group',
  label: { en: 'Season details', ar: 'تفاصيل الموسم' },
  admin: { condition: (data) => data?.category === 'seasons' },
  fields: [
    {
      name: 'tag',
      label: { en: 'Events tag', ar: 'وسم الفعاليات' },
      type: 'select',
      options: bilingualOptions(SEASON_TAGS, SEASON_TAG_LABELS),
      admin: {
        description: {
          en: 'Events with this season are listed on the season page.',
          ar: 'تُدرج الفعاليات التي تحمل هذا الموسم في صفحة الموسم.',
        },
      },
    },
    {
      name: 'tags',
      label: { en: 'Tags', ar: 'الوسوم' },
      labels: { singular: { en: 'Tag', ar: 'وسم' }, plural: { en: 'Tags', ar: 'الوسوم' } },
      type: 'array',
      fields: [{ name: 'label', label: { en: 'Tag', ar: 'الوسم' }, type: 'text', localized: true, required: true }],
    },
    {
      name: 'activities',
      label: { en: 'Activities', ar: 'الأنشطة' },
      labels: { singular: { en: 'Activity', ar: 'نشاط' }, plural: { en: 'Activities', ar: 'الأنشطة' } },
      type: 'array',
      admin: { components: { RowLabel: '@/fields/components/TitleRowLabel' } },
      fields: [
        { name: 'title', label: { en: 'Title', ar: 'العنوان' }, type: 'text', localized: true, required: true },
        { name: 'description', label: { en: 'Description', ar: 'الوصف' }, type: 'textarea', localized: true },
      ],
    },
    {
      name: 'weatherPlaces',
      label: { en: 'Weather places', ar: 'أماكن الطقس' },
      labels: { singular: { en: 'Place', ar: 'مكان' }, plural: { en: 'Places', ar: 'الأماكن' } },
      type: 'array',
      admin: {
        description: {
          en: 'Places whose current weather the season page shows.',
          ar: 'الأماكن التي تعرض صفحة الموسم طقسها الحالي.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: { en: 'Name', ar: 'الاسم' }, type: 'text', localized: true, required: true },
            { name: 'lat', label: { en: 'Latitude', ar: 'خط العرض' }, type: 'number', required: true, min: -90, max: 90 },
            { name: 'lng', label: { en: 'Longitude', ar: 'خط الطول' }, type: 'number', required: true, min: -180, max: 180 },
          ],
        },
      ],
    },
  ],
}
