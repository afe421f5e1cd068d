/**
 * Sections of a page (spec section 3): style, active flag, slider items and card items. They live inside the
 * page so they are drafted, published and versioned with it; their order is the list's order (the spec's
 * orderNum, derived). Visitors never receive inactive sections (see filterInactiveSections).
 */
import type { ArrayField, FieldHook } from 'payload'

import { itemFields } from '@/fields/item'
import { isStaff } from '@/lib/access'
import { SECTION_STYLES } from '@/lib/content-model'

type SectionValue = { isActive?: boolean | null }[]

const filterInactiveSections: FieldHook = ({ value, req }) => {
  if (isStaff(req) || !Array.isArray(value)) return value
  return (value as SectionValue).filter((section) => section.isActive !== false)
}

export const sectionsField: ArrayField = {
  name: 'sections',
  type: 'array',
  labels: { singular: 'Section', plural: 'Sections' },
  admin: {
    initCollapsed: true,
    description: 'Blocks shown on the page, in this order. Inactive sections stay here but are not shown.',
    components: { RowLabel: '@/collections/Pages/components/SectionRowLabel' },
  },
  hooks: { afterRead: [filterInactiveSections] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'style',
          type: 'select',
          required: true,
          options: SECTION_STYLES.map((style) => ({ label: style, value: style })),
          admin: { description: 'Decides how the section is drawn (the spec’s sectionStyle).' },
        },
        { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'sliderItems',
      label: 'Slider items',
      type: 'array',
      admin: { initCollapsed: true },
      fields: itemFields,
    },
    {
      name: 'cardItems',
      label: 'Card items',
      type: 'array',
      admin: { initCollapsed: true },
      fields: itemFields,
    },
  ],
}
