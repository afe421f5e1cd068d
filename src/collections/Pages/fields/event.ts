/**
 * Typed event details (docs/decisions/0002-content-model.md): what the brief kept in sections and SEO fields
 * (information, suitable-for, category tags, season tag) gets real fields an editor cannot mistype.
 */
import type { GroupField } from 'payload'

import { HTTPS_RULE, inAdminLanguage, type ValidateContext } from '@/fields/labels'
import { bilingualOptions, EVENT_CATEGORY_LABELS, SEASON_TAG_LABELS, SUITABLE_FOR_LABELS } from '@/fields/options'
import { EVENT_CATEGORIES, SEASON_TAGS, SUITABLE_FOR_ICONS } from '@/lib/content-model'

import { readUnlessDateHidden } from '../access'

/** An end before the start would give calendars an event of negative length. */
function endAfterStart(
  value: Date | string | null | undefined,
  { data, req }: { data: Partial<{ pageDate?: string | null }> } & ValidateContext,
) {
  if (!value || !data?.pageDate) return true
  return (
    new Date(value).getTime() >= new Date(data.pageDate).getTime() ||
    inAdminLanguage(req, {
      en: 'The end must not be before the start (the page date).',
      ar: 'يجب ألا تسبق النهاية البداية (تاريخ الصفحة).',
    })
  )
}

export const eventField: GroupField = {
  name: 'event',
  type: 'group',
  label: { en: 'Event details', ar: 'تفاصيل الفعالية' },
  admin: { condition: (data) => data?.category === 'events' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'categories',
          label: { en: 'Categories', ar: 'الفئات' },
          type: 'select',
          hasMany: true,
          options: bilingualOptions(EVENT_CATEGORIES, EVENT_CATEGORY_LABELS),
        },
        {
          name: 'season',
          label: { en: 'Season', ar: 'الموسم' },
          type: 'select',
          options: bilingualOptions(SEASON_TAGS, SEASON_TAG_LABELS),
          admin: { description: { en: 'Shows the event on that season’s page.', ar: 'تظهر الفعالية في صفحة ذلك الموسم.' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'location', label: { en: 'Location', ar: 'المكان' }, type: 'text', localized: true },
        { name: 'age', label: { en: 'Age', ar: 'الفئة العمرية' }, type: 'text', localized: true },
        { name: 'time', label: { en: 'Time', ar: 'الوقت' }, type: 'text', localized: true },
      ],
    },
    {
      name: 'endDate',
      label: { en: 'Ends', ar: 'تنتهي في' },
      type: 'date',
      access: { read: readUnlessDateHidden },
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: {
          en: 'When the event ends (its start is the page date). Calendars and search engines use it.',
          ar: 'موعد انتهاء الفعالية (بدايتها هي تاريخ الصفحة). تستخدمه التقاويم ومحركات البحث.',
        },
      },
      validate: endAfterStart,
    },
    { name: 'dateNote', label: { en: 'Date panel text', ar: 'نص لوحة التاريخ' }, type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'mapUrl',
          label: { en: 'Map link', ar: 'رابط الخريطة' },
          type: 'text',
          validate: (v: string | null | undefined, { req }: ValidateContext) => !v || /^https:\/\/\S+$/.test(v) || inAdminLanguage(req, HTTPS_RULE),
        },
        { name: 'lat', label: { en: 'Latitude', ar: 'خط العرض' }, type: 'number', min: -90, max: 90 },
        { name: 'lng', label: { en: 'Longitude', ar: 'خط الطول' }, type: 'number', min: -180, max: 180 },
      ],
    },
    {
      name: 'suitableFor',
      label: { en: 'Suitable for', ar: 'مناسبة لـ' },
      labels: { singular: { en: 'Audience', ar: 'فئة' }, plural: { en: 'Audiences', ar: 'الفئات' } },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              label: { en: 'Icon', ar: 'الأيقونة' },
              type: 'select',
              required: true,
              options: bilingualOptions(SUITABLE_FOR_ICONS, SUITABLE_FOR_LABELS),
            },
            { name: 'label', label: { en: 'Label', ar: 'النص' }, type: 'text', localized: true, required: true },
          ],
        },
      ],
    },
  ],
}
