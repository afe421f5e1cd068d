/**
 * Named places with coordinates (beaches, forts, springs, towns): what the map's place search finds first, before
 * any outside geocoder. Each belongs to one of the ten wilayats (the map's region styles), and may carry its current
 * condition (open, busy, closed, restricted access) with a short note and an end, after which the site says "not
 * confirmed" (src/features/map/conditions.ts, ADR 0041).
 */
import type { CollectionConfig } from 'payload'

import { armAlertExpiry } from '@/features/alerts/cms'
import { NOTE_MAX, PLACE_STATUSES, STATUS_LABELS, stampPlaceCondition, validatePlaceCondition } from '@/features/map/cms'
import { RESERVED_PLACE_KEYS } from '@/features/places/cms'
import { ADMIN_GROUPS, inAdminLanguage, KEY_RULE, type ValidateContext } from '@/fields/labels'
import { bilingualOptions, REGION_LABELS } from '@/fields/options'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { REGION_STYLES } from '@/lib/content-model'
import { expireTags } from '@/lib/revalidate'

import { travelFields, validatePlaceTravel } from './travel'

/** A key is the last segment of the place's page (`/places/{key}`): the list's filter address is not one. */
const RESERVED_KEY = {
  en: 'This key is the address of the places list\'s filter: choose another.',
  ar: 'هذا المفتاح هو عنوان تصفية قائمة الأماكن: اختر مفتاحًا آخر.',
}

export const Places: CollectionConfig = {
  slug: 'places',
  labels: { singular: { en: 'Map place', ar: 'موقع على الخريطة' }, plural: { en: 'Map places', ar: 'مواقع الخريطة' } },
  admin: { useAsTitle: 'name', group: ADMIN_GROUPS.content, defaultColumns: ['name', 'region', 'lat', 'lng'] },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    beforeValidate: [validatePlaceCondition, validatePlaceTravel],
    beforeChange: [stampPlaceCondition],
    // The alerts' expiry timer also expires `places` when a condition lapses: woken here to see a new end.
    afterChange: [({ req, doc }) => (expireTags(req, [tags.places]), armAlertExpiry(req.payload), doc)],
    afterDelete: [({ req, doc }) => (expireTags(req, [tags.places]), armAlertExpiry(req.payload), doc)],
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
    ...travelFields,
    {
      name: 'key',
      label: { en: 'Key', ar: 'المفتاح' },
      type: 'text',
      required: true,
      unique: true,
      validate: (v: string | null | undefined, { req }: ValidateContext) =>
        !v || !/^[a-z0-9-]{1,60}$/.test(v) ? inAdminLanguage(req, KEY_RULE) : RESERVED_PLACE_KEYS.includes(v) ? inAdminLanguage(req, RESERVED_KEY) : true,
      admin: {
        position: 'sidebar',
        description: { en: "The place's page is /places/{key}.", ar: 'صفحة المكان هي ‎/places/{key}.' },
      },
    },
    {
      name: 'condition',
      label: { en: 'Current condition', ar: 'الحالة الحالية' },
      type: 'group',
      admin: {
        description: {
          en: 'Shown on the place\'s card and in the map\'s lists until its end; after that the site says "not confirmed". Leave the status empty when there is nothing to say.',
          ar: 'تظهر في بطاقة المكان وفي قوائم الخريطة حتى وقت انتهائها، وبعده يعرض الموقع «غير مؤكد». اترك الحالة فارغة إن لم يكن هناك ما يقال.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'status',
              label: { en: 'Status', ar: 'الحالة' },
              type: 'select',
              options: PLACE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
            },
            {
              name: 'expires',
              label: { en: 'Valid until', ar: 'صالحة حتى' },
              type: 'date',
              index: true,
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
        {
          name: 'note',
          label: { en: 'Note', ar: 'ملاحظة' },
          type: 'textarea',
          localized: true,
          admin: {
            description: {
              en: `At most ${NOTE_MAX} characters: why, and what to do ("Red flag: no swimming").`,
              ar: `لا تتجاوز ${NOTE_MAX} حرفًا: السبب وما يجب فعله («علم أحمر: السباحة ممنوعة»).`,
            },
          },
        },
        {
          name: 'setAt',
          label: { en: 'Set at', ar: 'وقت التحديث' },
          type: 'date',
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            description: { en: 'Set when the status, its end or its note changes.', ar: 'يُسجَّل عند تغيير الحالة أو وقت انتهائها أو ملاحظتها.' },
          },
        },
      ],
    },
  ],
}
