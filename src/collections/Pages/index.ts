/**
 * Pages (spec section 3): every screen's content. Per-language texts are localized fields; sections, event and
 * season details belong to the page. Drafts are Payload versions: visitors only ever read published pages.
 */
import type { CollectionConfig } from 'payload'

import { indexPageAfterChange, unindexPageAfterDelete } from '@/features/search/hooks'
import { publishedOrStaff, staff } from '@/lib/access'
import { PAGE_CATEGORIES, type PageCategory } from '@/lib/content-model'

import { eventField } from './fields/event'
import { seasonField } from './fields/season'
import { sectionsField } from './fields/sections'
import {
  markDraftSave,
  rememberPublished,
  revalidatePageAfterChange,
  revalidatePageAfterDelete,
} from './hooks/revalidatePage'

const CATEGORY_LABELS: Record<PageCategory, string> = {
  general: 'General page',
  home: 'Home page',
  news: 'News',
  events: 'Event',
  states: 'Wilayat (state)',
  seasons: 'Season',
  economy: 'Economy sector',
  openData: 'Open data details',
}

export const UNIQUE_URL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'uniqueUrl', 'category', 'pageDate', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'uniqueUrl'],
    group: 'Content',
  },
  access: {
    read: publishedOrStaff,
    create: staff,
    update: staff,
    delete: staff,
    readVersions: staff,
  },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'orderNum',
  hooks: {
    beforeOperation: [markDraftSave],
    beforeChange: [rememberPublished],
    afterChange: [revalidatePageAfterChange, indexPageAfterChange],
    afterDelete: [revalidatePageAfterDelete, unindexPageAfterDelete],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'title', type: 'text', localized: true, required: true },
            { name: 'description', type: 'textarea', localized: true },
            { name: 'content', type: 'richText', localized: true },
            sectionsField,
          ],
        },
        {
          label: 'Details',
          fields: [eventField, seasonField],
        },
        {
          label: 'SEO',
          fields: [
            { name: 'seoTitle', label: 'SEO title', type: 'text', localized: true },
            { name: 'seoDesc', label: 'SEO description', type: 'textarea', localized: true },
          ],
        },
      ],
    },
    {
      name: 'uniqueUrl',
      label: 'Unique URL',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && UNIQUE_URL_PATTERN.test(value)) ||
        'Letters, digits, "-" and "_" only (for example Tourism-Sector), at most 120 characters.',
      admin: { position: 'sidebar', description: 'The page’s address, e.g. Tourism-Sector → /economy/Tourism-Sector.' },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'general',
      index: true,
      options: PAGE_CATEGORIES.map((value) => ({ label: CATEGORY_LABELS[value], value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'classification',
      type: 'relationship',
      relationTo: 'classifications',
      admin: { position: 'sidebar', condition: (data) => data?.category === 'news' },
    },
    {
      name: 'pageDate',
      label: 'Date',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'showDate',
      label: 'Show the date',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'When off, event cards say SOON instead of a date.' },
    },
    { name: 'orderNum', label: 'Order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { position: 'sidebar' } },
    {
      name: 'video',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
      admin: { position: 'sidebar' },
    },
  ],
}
