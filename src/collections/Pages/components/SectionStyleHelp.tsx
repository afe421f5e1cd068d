'use client'
/** Under the style select: what the chosen style draws and where, in the admin's language. */
import { useFormFields, useTranslation } from '@payloadcms/ui'

import type { SectionStyle } from '@/lib/content-model'

import { inLanguage, SCREENS, SECTION_STYLE_INFO } from '../sectionStyles'

export default function SectionStyleHelp({ path }: { path?: string }) {
  const { i18n } = useTranslation()
  const value = useFormFields(([fields]) => (path ? fields[path]?.value : undefined)) as SectionStyle | undefined
  const info = value ? SECTION_STYLE_INFO[value] : undefined
  if (!info) return null
  return (
    <p className="field-description" data-testid="section-style-help">
      <strong>{inLanguage(SCREENS[info.screen], i18n.language)}</strong>: {inLanguage(info.description, i18n.language)}
    </p>
  )
}
