'use client'
/** Under the alt field: a warning (never a block) while the picture has no Arabic alternative text (./altText.ts). */
import { useConfig, useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { arabicAltMissing, MISSING_ARABIC_ALT } from './altText'

export default function MissingArabicAlt({ path = 'alt' }: { path?: string }) {
  const { i18n } = useTranslation()
  const { code: editing } = useLocale()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const formValue = useFormFields(([fields]) => fields[path]?.value) as string | null | undefined
  // The saved Arabic text; null for a picture not saved yet (nothing in Arabic either).
  const [savedArabic, setSavedArabic] = useState<string | null | undefined>(id ? undefined : null)

  useEffect(() => {
    if (editing === 'ar' || !id) return
    let live = true
    fetch(`${config.routes.api}/media/${id}?locale=ar&fallback-locale=none&depth=0`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: { alt?: string | null } | null) => live && setSavedArabic(doc ? (doc.alt ?? null) : undefined))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [editing, id, config.routes.api])

  if (!arabicAltMissing({ editing: editing ?? 'en', formValue, savedArabic })) return null
  return (
    <p className="field-description" role="status" data-testid="missing-arabic-alt" style={{ color: 'var(--theme-warning-650, #8a5a00)' }}>
      {MISSING_ARABIC_ALT[i18n.language === 'ar' ? 'ar' : 'en']}
    </p>
  )
}
