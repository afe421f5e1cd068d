'use client'
/** Shows a section's human name (in the admin's language) and active state in the list of sections. */
import { useRowLabel, useTranslation } from '@payloadcms/ui'

import type { SectionStyle } from '@/lib/content-model'

import { inLanguage, SECTION_STYLE_INFO, styleLabel } from '../sectionStyles'

type Row = { style?: SectionStyle; isActive?: boolean }

const INACTIVE = { en: 'inactive', ar: 'غير نشط' }
const SECTION = { en: 'Section', ar: 'قسم' }

export default function SectionRowLabel() {
  const { data, rowNumber } = useRowLabel<Row>()
  const { i18n } = useTranslation()
  const position = String((rowNumber ?? 0) + 1).padStart(2, '0')
  const style = data?.style && data.style in SECTION_STYLE_INFO ? data.style : null
  const name = style ? inLanguage(styleLabel(style), i18n.language) : inLanguage(SECTION, i18n.language)
  return (
    <span>
      {position} · {name}
      {data?.isActive === false ? ` (${inLanguage(INACTIVE, i18n.language)})` : ''}
    </span>
  )
}
