/**
 * Pages: every screen's content. Per-language texts are localized fields; sections, event and
 * season details belong to the page. Drafts are Payload versions: visitors only ever read published pages.
 */
import type { CollectionConfig } from 'payload'

import { restoreAsDraft } from '@/features/activity/cms'
import { exportPagesCsv, importPagesCsv } from '@/features/page-csv'
import { previewHref } from '@/features/preview/cms'
import { deleteSchedulesAfterDelete } from '@/features/schedules/cms'
import { indexPageAfterChange, unindexPageAfterDelete } from '@/features/search/cms'
import { reviewed } from '@/features/review/cms'
import { ADMIN_GROUPS, inAdminLanguage, type ValidateContext } from '@/fields/labels'
import { bilingualOptions, PAGE_CATEGORY_LABELS } from '@/fields/options'
import { isStaff, publishedOrStaff, staff } from '@/lib/access'
import { PAGE_CATEGORIES, type PageCategory } from '@/lib/content-model'
import { UNIQUE_URL_PATTERN } from '@/lib/page-routes'

import { readUnlessDateHidden } from './access'
import { eventField } from './fields/event'
import { uniqueAddressOnDuplicate } from './hooks/duplicateAddress'
import { forgetRedirectsBeforeDelete, redirectOldAddressAfterChange } from './hooks/redirects'
import { seasonField } from './fields/season'
import { sectionsField } from './fields/sections'
import {
  markDraftSave,
  rememberPublished,
  revalidatePageAfterChange,
  revalidatePageAfterDelete,
} from './hooks/revalidatePage'

type PreviewablePage = { uniqueUrl?: string | null; category?: PageCategory | null }

// Review before publish: editors submit, reviewers publish or send back (src/features/review).
export const Pages: CollectionConfig = reviewed('pages', {
  slug: 'pages',
  labels: { singular: { en: 'Page', ar: 'صفحة' }, plural: { en: 'Pages', ar: 'الصفحات' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'uniqueUrl', 'category', 'pageDate', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'uniqueUrl'],
    group: ADMIN_GROUPS.content,
    components: { beforeList: ['@/features/page-csv/PagesCsvPanel'] },
    // The site's screen for this page, in the language being edited, with the draft (docs/decisions/0019-content-team.md).
    preview: (doc, { locale }) => previewHref(doc as PreviewablePage, locale),
    livePreview: {
      url: ({ data, locale, req }) => previewHref(data as PreviewablePage, locale.code, req.origin) ?? undefined,
      breakpoints: [
        { name: 'phone', label: 'Phone', width: 412, height: 915 },
        { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
      ],
    },
  },
  access: {
    read: publishedOrStaff,
    create: staff,
    update: staff,
    delete: staff,
    readVersions: staff,
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  defaultSort: 'orderNum',
  // Restoring a version makes it the draft, never the published page (src/features/activity/cms.ts).
  endpoints: [exportPagesCsv, importPagesCsv, restoreAsDraft],
  hooks: {
    beforeOperation: [markDraftSave],
    beforeChange: [rememberPublished],
    // A renamed page's old address redirects to it (src/features/redirects), read before the page's cache tags are.
    afterChange: [redirectOldAddressAfterChange, revalidatePageAfterChange, indexPageAfterChange],
    // A deleted page leaves no redirect leading to it.
    beforeDelete: [forgetRedirectsBeforeDelete],
    afterDelete: [revalidatePageAfterDelete, unindexPageAfterDelete, deleteSchedulesAfterDelete],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Content', ar: 'المحتوى' },
          fields: [
            { name: 'title', label: { en: 'Title', ar: 'العنوان' }, type: 'text', localized: true, required: true },
            { name: 'description', label: { en: 'Description', ar: 'الوصف' }, type: 'textarea', localized: true },
            { name: 'content', label: { en: 'Content', ar: 'المحتوى' }, type: 'richText', localized: true },
            sectionsField,
          ],
        },
        {
          label: { en: 'Details', ar: 'التفاصيل' },
          fields: [eventField, seasonField],
        },
        {
          label: { en: 'Search engines', ar: 'محركات البحث' },
          fields: [
            { name: 'seoTitle', label: { en: 'SEO title', ar: 'عنوان محركات البحث' }, type: 'text', localized: true },
            { name: 'seoDesc', label: { en: 'SEO description', ar: 'وصف محركات البحث' }, type: 'textarea', localized: true },
          ],
        },
      ],
    },
    {
      // Its schedules that could not run, above the rest of the sidebar (src/features/schedules).
      name: 'scheduleProblems',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/features/schedules/PageScheduleNotice' } },
    },
    {
      name: 'uniqueUrl',
      label: { en: 'Unique URL', ar: 'الرابط الفريد' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeDuplicate: [uniqueAddressOnDuplicate] },
      validate: (value: string | null | undefined, { req }: ValidateContext) =>
        (typeof value === 'string' && UNIQUE_URL_PATTERN.test(value)) ||
        inAdminLanguage(req, {
          en: 'Letters, digits, "-" and "_" only (for example Tourism-Sector), at most 120 characters.',
          ar: 'أحرف وأرقام و«-» و«_» فقط (مثل Tourism-Sector)، بحد أقصى 120 حرفًا.',
        }),
      admin: {
        position: 'sidebar',
        description: {
          en: 'The page’s address, e.g. Tourism-Sector → /economy/Tourism-Sector.',
          ar: 'عنوان الصفحة، مثل Tourism-Sector ← ‎/economy/Tourism-Sector‎.',
        },
      },
    },
    {
      name: 'category',
      label: { en: 'Category', ar: 'الفئة' },
      type: 'select',
      required: true,
      defaultValue: 'general',
      index: true,
      options: bilingualOptions(PAGE_CATEGORIES, PAGE_CATEGORY_LABELS),
      admin: { position: 'sidebar' },
    },
    {
      name: 'classification',
      label: { en: 'Classification', ar: 'التصنيف' },
      type: 'relationship',
      relationTo: 'classifications',
      admin: { position: 'sidebar', condition: (data) => data?.category === 'news' },
    },
    {
      name: 'pageDate',
      label: { en: 'Date', ar: 'التاريخ' },
      type: 'date',
      index: true,
      access: { read: readUnlessDateHidden },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'showDate',
      label: { en: 'Show the date', ar: 'إظهار التاريخ' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'When off, event cards say SOON and the date (and end) is published nowhere: not on the site, in search engines’ data, calendars or the API.',
          ar: 'عند إيقافه تظهر بطاقات الفعاليات «قريبًا» ولا يُنشر التاريخ (ولا النهاية) في أي مكان: لا في الموقع ولا في بيانات محركات البحث ولا في التقاويم ولا في واجهة البرمجة.',
        },
      },
    },
    { name: 'orderNum', label: { en: 'Order', ar: 'الترتيب' }, type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'image',
      label: { en: 'Picture', ar: 'الصورة' },
      type: 'upload',
      relationTo: 'media',
      admin: { position: 'sidebar', description: { en: 'Cropped around its focal point (set it on the picture).', ar: 'تُقص حول نقطة التركيز (تُضبط في الصورة نفسها).' } },
    },
    {
      // Who saved this version: Payload's versions keep the document, not the author (the activity view reads it).
      name: 'updatedBy',
      label: { en: 'Last changed by', ar: 'آخر تعديل بواسطة' },
      type: 'relationship',
      relationTo: 'users',
      access: { read: ({ req }) => isStaff(req) },
      admin: { position: 'sidebar', readOnly: true },
      // Always the signed-in author, whatever a request sends; scripts and unattended jobs keep the last one.
      hooks: { beforeChange: [({ req, value }) => (req.user?.collection === 'users' ? req.user.id : value)] },
    },
    {
      name: 'video',
      label: { en: 'Video', ar: 'الفيديو' },
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
      admin: { position: 'sidebar' },
    },
  ],
})
