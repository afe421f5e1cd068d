/**
 * Alerts: short, time-bound warnings to visitors (Khareef fog, a closed road, a red flag on a beach), shown on every
 * page between their onset and expiry, on /alerts, and as CAP 1.2, Atom and JSON (src/features/alerts). Drafts,
 * versions and scheduled publishing as for pages. A bad alert is refused before anything is written, with a sentence
 * in the admin's language (validateAlert); publishing needs the title and message in both languages.
 */
import type { Access, CollectionConfig, Where } from 'payload'

import {
  ALERT_CATEGORIES,
  ALERT_SEVERITIES,
  CATEGORY_LABELS,
  createFromPreset,
  markAlertDraftSave,
  MESSAGE_MAX,
  revalidateAlertsAfterChange,
  revalidateAlertsAfterDelete,
  SEVERITY_LABELS,
  validateAlert,
} from '@/features/alerts/cms'
import { WILAYATS } from '@/features/map/cms'
import { reviewed } from '@/features/review/cms'
import { ADMIN_GROUPS } from '@/fields/labels'
import { isStaff, staff } from '@/lib/access'

const RECENT_MS = 30 * 24 * 3600 * 1000

/**
 * Staff see everything; anyone else (the site's own reads run as an anonymous visitor) only published alerts that
 * have started and ended at most 30 days ago: what /alerts lists. An alert announced ahead of time stays hidden.
 */
const readAlerts: Access = ({ req }): boolean | Where => {
  if (isStaff(req)) return true
  const now = Date.now()
  return {
    and: [
      { _status: { equals: 'published' } },
      { onset: { less_than_equal: new Date(now).toISOString() } },
      { expires: { greater_than: new Date(now - RECENT_MS).toISOString() } },
    ],
  }
}

// Review before publish: editors submit, reviewers publish or send back (src/features/review).
export const Alerts: CollectionConfig = reviewed('alerts', {
  slug: 'alerts',
  labels: { singular: { en: 'Alert', ar: 'تنبيه' }, plural: { en: 'Alerts', ar: 'التنبيهات' } },
  admin: {
    useAsTitle: 'title',
    group: ADMIN_GROUPS.content,
    defaultColumns: ['title', 'severity', 'category', 'onset', 'expires', '_status'],
    components: { beforeList: ['@/features/alerts/AlertPresetPanel'] },
    description: {
      en: 'Shown on every page between its start and end, most severe first. The site, the CAP feed and the API update within seconds of publishing.',
      ar: 'يظهر في كل صفحة بين وقت بدئه ووقت انتهائه، الأشد خطورة أولًا. يتحدث الموقع وموجز CAP وواجهة البرمجة خلال ثوانٍ من النشر.',
    },
  },
  access: { read: readAlerts, create: staff, update: staff, delete: staff, readVersions: staff },
  // As Pages: drafts, versions and scheduled publishing (docs/decisions/0019-content-team.md).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  defaultSort: '-onset',
  endpoints: [createFromPreset],
  hooks: {
    beforeOperation: [markAlertDraftSave],
    beforeValidate: [validateAlert],
    afterChange: [revalidateAlertsAfterChange],
    afterDelete: [revalidateAlertsAfterDelete],
  },
  fields: [
    { name: 'title', label: { en: 'Title', ar: 'العنوان' }, type: 'text', localized: true, required: true, maxLength: 120 },
    {
      name: 'message',
      label: { en: 'Message', ar: 'الرسالة' },
      type: 'textarea',
      localized: true,
      required: true,
      admin: {
        description: {
          en: `Plain text, at most ${MESSAGE_MAX} characters: what is happening, where, and what to do.`,
          ar: `نص عادي لا يتجاوز ${MESSAGE_MAX} حرفًا: ماذا يحدث وأين وماذا يجب أن يفعل الزائر.`,
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'severity',
          label: { en: 'Severity', ar: 'درجة الخطورة' },
          type: 'select',
          required: true,
          defaultValue: 'advisory',
          options: ALERT_SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value] })),
        },
        {
          name: 'category',
          label: { en: 'Category', ar: 'الفئة' },
          type: 'select',
          required: true,
          defaultValue: 'weather',
          options: ALERT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
        },
      ],
    },
    {
      name: 'wilayats',
      label: { en: 'Wilayats', ar: 'الولايات' },
      type: 'select',
      hasMany: true,
      options: WILAYATS.map((wilayat) => ({ value: wilayat.style, label: wilayat.name })),
      admin: { description: { en: 'None: the whole governorate.', ar: 'بلا اختيار: المحافظة كلها.' } },
    },
    {
      name: 'places',
      label: { en: 'Places', ar: 'الأماكن' },
      type: 'relationship',
      relationTo: 'places',
      hasMany: true,
      admin: { description: { en: 'Map places the alert is about (a beach, a road, a wadi).', ar: 'أماكن الخريطة التي يخصها التنبيه (شاطئ أو طريق أو وادٍ).' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'onset', label: { en: 'Starts', ar: 'يبدأ' }, type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'expires', label: { en: 'Ends', ar: 'ينتهي' }, type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'longRunning',
      label: { en: 'Long-running (more than 7 days)', ar: 'طويل الأمد (أكثر من 7 أيام)' },
      type: 'checkbox',
      defaultValue: false,
    },
    {
      name: 'link',
      label: { en: 'Link for more information', ar: 'رابط لمزيد من المعلومات' },
      type: 'text',
      validate: (value: string | null | undefined, { req }: { req: { i18n?: { language?: string } } }) =>
        !value ||
        /^(https:\/\/|\/)[^\s<>"]{0,500}$/.test(value) ||
        (req.i18n?.language === 'ar' ? 'عنوان في الموقع يبدأ بـ «/» أو رابط يبدأ بـ https://.' : 'A site address starting with "/", or an https:// link.'),
      admin: { position: 'sidebar', description: { en: 'Optional: "/discover-dhofar" or https://…', ar: 'اختياري: ‎/discover-dhofar‎ أو https://…' } },
    },
  ],
})
