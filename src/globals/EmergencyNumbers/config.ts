/**
 * The emergency numbers (`/emergency`): a short note, the numbers for the whole governorate (9999 and the like), and
 * for each wilayat its hospitals and health centres. Editors keep them current; like the menus, a save is live at
 * once (a number that changed cannot wait for a review) and is written in the activity log (docs/decisions/0045-emergency-numbers.md).
 */
import type { GlobalConfig, TextField } from 'payload'

import { recordGlobalChange } from '@/features/activity/cms'
import { isPhone, repeatedWilayats } from '@/features/emergency/cms'
import { WILAYATS } from '@/features/map/cms'
import { ADMIN_GROUPS, inAdminLanguage, type ValidateContext } from '@/fields/labels'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { expireTags } from '@/lib/revalidate'

const PHONE_RULE = {
  en: 'Digits only (0-9), with an optional + first and spaces or hyphens between them, such as 9999 or +968 …',
  ar: 'أرقام فقط (0-9)، مع علامة + اختيارية في البداية ومسافات أو شرطات بينها، مثل 9999 أو ‎+968 …',
}

const phoneField = (required: boolean): TextField => ({
  name: 'phone',
  label: { en: 'Phone number', ar: 'رقم الهاتف' },
  type: 'text',
  required,
  validate: (value: string | null | undefined, { req }: ValidateContext) => {
    if (!value?.trim()) return required ? inAdminLanguage(req, PHONE_RULE) : true
    return isPhone(value) || inAdminLanguage(req, PHONE_RULE)
  },
  admin: {
    description: required
      ? { en: 'Shown and dialled as typed.', ar: 'يُعرض ويُتصل به كما كُتب.' }
      : { en: 'Leave empty when unsure: the page then says to call 9999.', ar: 'اتركه فارغًا إن لم تتأكد منه: تطلب الصفحة حينها الاتصال بالرقم 9999.' },
  },
})

const noteField = {
  name: 'note',
  label: { en: 'Note', ar: 'ملاحظة' },
  type: 'text',
  localized: true,
} as const

export const EmergencyNumbers: GlobalConfig = {
  slug: 'emergency-numbers',
  label: { en: 'Emergency numbers', ar: 'أرقام الطوارئ' },
  admin: {
    group: ADMIN_GROUPS.content,
    description: {
      en: 'The numbers on the “Emergency numbers” page (/emergency), linked from every page’s footer, each wilayat’s page and the offline screen.',
      ar: 'أرقام صفحة «أرقام الطوارئ» (‎/emergency‎)، المرتبطة من تذييل كل صفحة وصفحة كل ولاية وشاشة عدم الاتصال.',
    },
  },
  access: { read: anyone, update: staff },
  // The activity log says who changed it (src/features/activity).
  hooks: { afterChange: [({ req, doc }) => (expireTags(req, [tags.global('emergency-numbers')]), doc), recordGlobalChange] },
  fields: [
    {
      name: 'intro',
      label: { en: 'Short note', ar: 'ملاحظة قصيرة' },
      type: 'textarea',
      localized: true,
      admin: { description: { en: 'Shown above the numbers.', ar: 'تظهر فوق الأرقام.' } },
    },
    {
      name: 'general',
      label: { en: 'Numbers for the whole governorate', ar: 'أرقام المحافظة كلها' },
      labels: { singular: { en: 'Number', ar: 'رقم' }, plural: { en: 'Numbers', ar: 'الأرقام' } },
      type: 'array',
      admin: { description: { en: 'Shown first, in this order.', ar: 'تظهر أولًا، بهذا الترتيب.' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: { en: 'Service', ar: 'الخدمة' }, type: 'text', localized: true, required: true },
            phoneField(true),
          ],
        },
        noteField,
      ],
    },
    {
      name: 'wilayats',
      label: { en: 'Hospitals and health centres by wilayat', ar: 'المستشفيات والمراكز الصحية حسب الولاية' },
      labels: { singular: { en: 'Wilayat', ar: 'ولاية' }, plural: { en: 'Wilayats', ar: 'الولايات' } },
      type: 'array',
      admin: {
        description: {
          en: 'Each wilayat once. The page lists all ten wilayats in the map’s order; one with nothing here says to call 9999.',
          ar: 'كل ولاية مرة واحدة. تعرض الصفحة الولايات العشر بترتيب الخريطة؛ والولاية التي ليس لها شيء هنا تطلب الاتصال بالرقم 9999.',
        },
      },
      validate: (rows: unknown, { req }: ValidateContext) => {
        const repeated = repeatedWilayats(Array.isArray(rows) ? (rows as { wilayat?: string | null }[]) : [])
        if (!repeated.length) return true
        const names = repeated.map((style) => WILAYATS.find((w) => w.style === style)?.name)
        return inAdminLanguage(req, {
          en: `Each wilayat once: ${names.map((n) => n?.en).join(', ')} is listed more than once.`,
          ar: `كل ولاية مرة واحدة: ${names.map((n) => n?.ar).join('، ')} مذكورة أكثر من مرة.`,
        })
      },
      fields: [
        {
          name: 'wilayat',
          label: { en: 'Wilayat', ar: 'الولاية' },
          type: 'select',
          required: true,
          options: WILAYATS.map((wilayat) => ({ value: wilayat.style, label: wilayat.name })),
        },
        {
          name: 'facilities',
          label: { en: 'Hospitals and health centres', ar: 'المستشفيات والمراكز الصحية' },
          labels: { singular: { en: 'Facility', ar: 'منشأة' }, plural: { en: 'Facilities', ar: 'المنشآت' } },
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [{ name: 'name', label: { en: 'Name', ar: 'الاسم' }, type: 'text', localized: true, required: true }, phoneField(false)],
            },
            noteField,
          ],
        },
      ],
    },
  ],
}
