/**
 * Site settings (admins only): names and contact, category ids of the public API, social accounts, sponsors by
 * tier, the events cards' temperature text and the map's tile server. Everything here is public-facing.
 */
import type { Field, GlobalConfig } from 'payload'

import { recordGlobalChange } from '@/features/activity/cms'
import { ADMIN_GROUPS, HTTPS_RULE, inAdminLanguage, type ValidateContext } from '@/fields/labels'
import { bilingualOptions, PAGE_CATEGORY_LABELS, SOCIAL_NETWORK_LABELS, SPONSOR_TIER_LABELS } from '@/fields/options'
import { admins, anyone } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { DEFAULT_CATEGORY_IDS, PAGE_CATEGORIES, SOCIAL_NETWORKS, SPONSOR_TIERS } from '@/lib/content-model'
import { expireTags } from '@/lib/revalidate'

const categoryIdFields: Field[] = PAGE_CATEGORIES.map((category) => ({
  name: category,
  label: PAGE_CATEGORY_LABELS[category],
  type: 'number',
  required: true,
  min: 0,
  defaultValue: DEFAULT_CATEGORY_IDS[category],
}))

export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { en: 'Site settings', ar: 'إعدادات الموقع' },
  admin: { group: ADMIN_GROUPS.administration },
  access: { read: anyone, update: admins },
  // The activity log says who changed it (src/features/activity).
  hooks: { afterChange: [({ req, doc }) => (expireTags(req, [tags.global('settings')]), doc), recordGlobalChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Site', ar: 'الموقع' },
          fields: [
            { name: 'siteName', label: { en: 'Site name', ar: 'اسم الموقع' }, type: 'text', localized: true, required: true },
            { name: 'tagline', label: { en: 'Tagline', ar: 'الشعار النصي' }, type: 'text', localized: true },
            {
              name: 'copyright',
              label: { en: 'Copyright', ar: 'حقوق النشر' },
              type: 'text',
              localized: true,
              admin: {
                description: {
                  en: 'The footer adds “© <current year>” before it.',
                  ar: 'يضيف تذييل الموقع «© <السنة الحالية>» قبله.',
                },
              },
            },
            {
              name: 'contact',
              label: { en: 'Contact', ar: 'بيانات التواصل' },
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'phone', label: { en: 'Phone', ar: 'الهاتف' }, type: 'text' },
                    { name: 'email', label: { en: 'E-mail', ar: 'البريد الإلكتروني' }, type: 'email' },
                  ],
                },
                { name: 'address', label: { en: 'Address', ar: 'العنوان' }, type: 'textarea', localized: true },
              ],
            },
            {
              name: 'eventTemperatureText',
              label: { en: 'Temperature text on event cards', ar: 'نص درجة الحرارة في بطاقات الفعاليات' },
              type: 'text',
              localized: true,
              defaultValue: '23°',
            },
          ],
        },
        {
          label: { en: 'Social and sponsors', ar: 'التواصل الاجتماعي والرعاة' },
          fields: [
            {
              name: 'social',
              label: { en: 'Social accounts', ar: 'حسابات التواصل الاجتماعي' },
              labels: { singular: { en: 'Account', ar: 'حساب' }, plural: { en: 'Accounts', ar: 'الحسابات' } },
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'network',
                      label: { en: 'Network', ar: 'الشبكة' },
                      type: 'select',
                      required: true,
                      options: bilingualOptions(SOCIAL_NETWORKS, SOCIAL_NETWORK_LABELS),
                    },
                    {
                      name: 'url',
                      label: { en: 'Address (URL)', ar: 'العنوان (URL)' },
                      type: 'text',
                      required: true,
                      validate: (v: string | null | undefined, { req }: ValidateContext) =>
                        (!!v && /^https:\/\/\S+$/.test(v)) || inAdminLanguage(req, HTTPS_RULE),
                    },
                    { name: 'handle', label: { en: 'Account name', ar: 'اسم الحساب' }, type: 'text' },
                  ],
                },
              ],
            },
            {
              name: 'sponsors',
              label: { en: 'Sponsors', ar: 'الرعاة' },
              labels: { singular: { en: 'Sponsor', ar: 'راعٍ' }, plural: { en: 'Sponsors', ar: 'الرعاة' } },
              type: 'array',
              admin: {
                description: {
                  en: 'The home page shows main (6), gold (2), silver (2) and bronze (8).',
                  ar: 'تعرض الصفحة الرئيسية: الرئيسيين (6) والذهبيين (2) والفضيين (2) والبرونزيين (8).',
                },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', label: { en: 'Name', ar: 'الاسم' }, type: 'text', localized: true, required: true },
                    {
                      name: 'tier',
                      label: { en: 'Tier', ar: 'الفئة' },
                      type: 'select',
                      required: true,
                      options: bilingualOptions(SPONSOR_TIERS, SPONSOR_TIER_LABELS),
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'logo', label: { en: 'Logo', ar: 'الشعار' }, type: 'upload', relationTo: 'media', required: true },
                    { name: 'url', label: { en: 'Website', ar: 'الموقع الإلكتروني' }, type: 'text' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Map and data', ar: 'الخريطة والبيانات' },
          fields: [
            {
              name: 'map',
              label: { en: 'Map', ar: 'الخريطة' },
              type: 'group',
              admin: {
                description: {
                  en: 'Leave empty to use the server’s configured tile server (MAP_TILE_URL).',
                  ar: 'اتركه فارغًا لاستخدام خادم البلاطات المضبوط في الخادم (MAP_TILE_URL).',
                },
              },
              fields: [
                { name: 'tileUrl', label: { en: 'Tile URL template', ar: 'قالب عنوان البلاطات' }, type: 'text' },
                { name: 'tileAttribution', label: { en: 'Tile attribution (HTML)', ar: 'نسبة البلاطات إلى مصدرها (HTML)' }, type: 'text' },
              ],
            },
            {
              name: 'categoryIds',
              label: { en: 'Category ids (public API)', ar: 'أرقام الفئات (واجهة البرمجة العامة)' },
              type: 'group',
              admin: {
                description: {
                  en: 'The numbers the public API uses for each kind of page (pgPageCategoryId).',
                  ar: 'الأرقام التي تستخدمها واجهة البرمجة العامة لكل نوع من الصفحات (pgPageCategoryId).',
                },
              },
              fields: [{ type: 'row', fields: categoryIdFields }],
            },
          ],
        },
      ],
    },
  ],
}
