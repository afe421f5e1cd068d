/**
 * Open data sets: an uploaded CSV with its DCAT-style metadata. The open data screen lists them and serves each as
 * CSV and JSON; editors replace a data set by uploading a new file.
 */
import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { COLUMN_TYPES, validateDatasetColumns } from '@/features/open-data/cms'
import { ADMIN_GROUPS, inAdminLanguage, KEY_RULE, type ValidateContext } from '@/fields/labels'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { expireTags } from '@/lib/revalidate'
import { storageFields } from '@/lib/storage'

const TYPE_LABELS: Record<(typeof COLUMN_TYPES)[number], { en: string; ar: string }> = {
  text: { en: 'Text', ar: 'نص' },
  integer: { en: 'Whole number (e.g. 2000)', ar: 'عدد صحيح (مثل 2000)' },
  number: { en: 'Number (e.g. 17.02)', ar: 'عدد (مثل 17.02)' },
  boolean: { en: 'Yes / no (yes, no, true, false, 1, 0, نعم, لا)', ar: 'نعم / لا (yes أو no أو true أو false أو 1 أو 0 أو نعم أو لا)' },
  date: { en: 'Date (ISO, YYYY-MM-DD)', ar: 'تاريخ (ISO بصيغة YYYY-MM-DD)' },
}
const COLUMN_TYPE_OPTIONS = COLUMN_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))

export const Datasets: CollectionConfig = {
  slug: 'datasets',
  labels: {
    singular: { en: 'Open data set', ar: 'مجموعة بيانات مفتوحة' },
    plural: { en: 'Open data sets', ar: 'مجموعات البيانات المفتوحة' },
  },
  admin: { useAsTitle: 'title', group: ADMIN_GROUPS.content, defaultColumns: ['title', 'key', 'modified', 'updatedAt'] },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    beforeValidate: [validateDatasetColumns],
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
      label: { en: 'Key', ar: 'المفتاح' },
      type: 'text',
      required: true,
      unique: true,
      validate: (v: string | null | undefined, { req }: ValidateContext) => (!!v && /^[a-z0-9-]{1,60}$/.test(v)) || inAdminLanguage(req, KEY_RULE),
      admin: {
        description: {
          en: 'Part of the download address: /open-data/download/<key>.csv',
          ar: 'جزء من عنوان التنزيل: ‎/open-data/download/<key>.csv‎',
        },
      },
    },
    { name: 'title', label: { en: 'Title', ar: 'العنوان' }, type: 'text', localized: true, required: true },
    { name: 'subTitle', label: { en: 'Subtitle', ar: 'العنوان الفرعي' }, type: 'text', localized: true },
    { name: 'description', label: { en: 'Description', ar: 'الوصف' }, type: 'textarea', localized: true },
    { name: 'category', label: { en: 'Category', ar: 'الفئة' }, type: 'text', localized: true },
    { name: 'publisher', label: { en: 'Publisher', ar: 'الجهة الناشرة' }, type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'license', label: { en: 'Licence', ar: 'الترخيص' }, type: 'text', defaultValue: 'CC BY 4.0' },
        { name: 'modified', label: { en: 'Last modified', ar: 'آخر تعديل' }, type: 'date', required: true },
      ],
    },
    {
      name: 'columns',
      label: { en: 'Column types', ar: 'أنواع الأعمدة' },
      labels: { singular: { en: 'Column', ar: 'عمود' }, plural: { en: 'Columns', ar: 'أعمدة' } },
      type: 'array',
      admin: {
        description: {
          en: 'One row per column of the CSV file, so the JSON download gives numbers as numbers and yes/no as true/false. Saving checks every cell of the file against its type and names the column and row of any that does not fit. A column not listed here is downloaded as text. Empty cells are always downloaded as null (not known).',
          ar: 'صف لكل عمود من أعمدة ملف CSV، ليعطي تنزيل JSON الأعداد أعدادًا والقيم نعم/لا قيمًا منطقية. يتحقق الحفظ من كل خلية في الملف وفق نوع عمودها، ويذكر العمود والصف لأي خلية لا تطابقه. والعمود غير المذكور هنا يُنزَّل نصًّا، والخلايا الفارغة تُنزَّل دائمًا null (غير معروفة).',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              label: { en: 'Column (CSV header)', ar: 'العمود (عنوانه في ملف CSV)' },
              type: 'text',
              required: true,
              admin: {
                width: '50%',
                description: { en: 'Exactly as written in the header row of the file, e.g. lat', ar: 'كما هو مكتوب في صف العناوين في الملف تمامًا، مثل lat' },
              },
            },
            {
              name: 'type',
              label: { en: 'Type', ar: 'النوع' },
              type: 'select',
              required: true,
              defaultValue: 'text',
              options: COLUMN_TYPE_OPTIONS,
              admin: { width: '50%' },
            },
          ],
        },
        {
          name: 'description',
          label: { en: 'What the column holds (for data users)', ar: 'ما يحويه العمود (لمستخدمي البيانات)' },
          type: 'text',
          localized: true,
          admin: { description: { en: 'Optional. Published with the data set\'s description for harvesters.', ar: 'اختياري، ويُنشر مع وصف مجموعة البيانات لأدوات الحصاد.' } },
        },
      ],
    },
    ...storageFields('datasets'),
  ],
}
