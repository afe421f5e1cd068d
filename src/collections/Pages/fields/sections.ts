/**
 * Sections of a page: style, active flag, slider items and card items. They live inside the
 * page so they are drafted, published and versioned with it; their order is the list's order (the briefed
 * orderNum, derived). Visitors never receive inactive sections (see filterInactiveSections).
 */
import type { ArrayField, FieldHook } from 'payload'

import { itemFields } from '@/fields/item'
import { isStaff } from '@/lib/access'

import { sectionStyleOptions } from '../sectionStyles'

type SectionValue = { isActive?: boolean | null }[]

const filterInactiveSections: FieldHook = ({ value, req }) => {
  if (isStaff(req) || !Array.isArray(value)) return value
  return (value as SectionValue).filter((section) => section.isActive !== false)
}

export const sectionsField: ArrayField = {
  name: 'sections',
  label: { en: 'Sections', ar: 'الأقسام' },
  type: 'array',
  labels: { singular: { en: 'Section', ar: 'قسم' }, plural: { en: 'Sections', ar: 'الأقسام' } },
  admin: {
    initCollapsed: true,
    description: {
      en: 'Blocks shown on the page, in this order. Inactive sections stay here but are not shown.',
      ar: 'الأقسام المعروضة في الصفحة بهذا الترتيب. الأقسام غير النشطة تبقى هنا لكنها لا تظهر.',
    },
    components: { RowLabel: '@/collections/Pages/components/SectionRowLabel' },
  },
  hooks: { afterRead: [filterInactiveSections] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'style',
          label: { en: 'Style', ar: 'النمط' },
          type: 'select',
          required: true,
          // Grouped by screen, human names in both languages; the stored value stays the briefed identifier.
          options: sectionStyleOptions,
          admin: {
            description: {
              en: 'How the section is drawn, by the screen it belongs to.',
              ar: 'طريقة عرض القسم، حسب الشاشة التي ينتمي إليها.',
            },
            components: { afterInput: ['@/collections/Pages/components/SectionStyleHelp'] },
          },
        },
        { name: 'isActive', label: { en: 'Active', ar: 'نشط' }, type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'sliderItems',
      label: { en: 'Slider items', ar: 'عناصر الشريط' },
      labels: { singular: { en: 'Slider item', ar: 'عنصر شريط' }, plural: { en: 'Slider items', ar: 'عناصر الشريط' } },
      type: 'array',
      // Each item labelled by its title (src/fields/components/TitleRowLabel.tsx).
      admin: { initCollapsed: true, components: { RowLabel: '@/fields/components/TitleRowLabel' } },
      fields: itemFields,
    },
    {
      name: 'cardItems',
      label: { en: 'Card items', ar: 'البطاقات' },
      labels: { singular: { en: 'Card', ar: 'بطاقة' }, plural: { en: 'Cards', ar: 'البطاقات' } },
      type: 'array',
      // Each item labelled by its title (src/fields/components/TitleRowLabel.tsx).
      admin: { initCollapsed: true, components: { RowLabel: '@/fields/components/TitleRowLabel' } },
      fields: itemFields,
    },
  ],
}
