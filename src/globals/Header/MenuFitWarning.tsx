'use client'
/**
 * Above the header's menu items: a warning, in the admin's language, when the items would not all fit on the site's
 * header bar at 1366 px wide, in the language being edited (the form, as typed) or the other (as saved). Those that
 * do not fit still work: the site puts them under "More" (src/components/site/menu-fit.ts estimates the widths).
 */
import { useConfig, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { type FitItem, shownAt1366 } from '@/components/site/menu-fit'

type Language = 'en' | 'ar'
type SavedItem = { title?: string | null; isActive?: boolean | null; subItems?: unknown[] | null }

const TEXT = {
  en: {
    title: 'The header menu is longer than one line',
    lead: 'At 1366 px wide (a common laptop), the site’s header has room for the first items only; the others are shown under “More”.',
    language: { en: 'English', ar: 'Arabic' },
    line: (language: string, shown: number, total: number) => `${language}: ${shown} of ${total} items on the bar, ${total - shown} under “More”.`,
    advice: 'Shorter titles, or fewer items (sub-items do not take room on the bar), keep every item in sight.',
  },
  ar: {
    title: 'القائمة العلوية أطول من سطر واحد',
    lead: 'في عرض 1366 بكسل (شاشة حاسوب محمول شائعة) يتسع شريط الموقع العلوي للعناصر الأولى فقط، وتظهر البقية تحت «المزيد».',
    language: { en: 'الإنجليزية', ar: 'العربية' },
    line: (language: string, shown: number, total: number) => `${language}: ${shown} من ${total} عناصر في الشريط، و${total - shown} تحت «المزيد».`,
    advice: 'العناوين الأقصر أو العناصر الأقل (العناصر الفرعية لا تشغل مكانًا في الشريط) تُبقي كل العناصر ظاهرة.',
  },
}

/** The active items of the form (the language being edited): `items.0.title`, `items.0.subItems` (its row count)… */
function formItems(fields: Record<string, { value?: unknown } | undefined>): FitItem[] {
  const count = Number(fields.items?.value ?? 0)
  const items: FitItem[] = []
  for (let i = 0; i < count; i++) {
    if (fields[`items.${i}.isActive`]?.value === false) continue
    const title = fields[`items.${i}.title`]?.value
    if (typeof title !== 'string' || !title.trim()) continue
    items.push({ title, hasChildren: Number(fields[`items.${i}.subItems`]?.value ?? 0) > 0 })
  }
  return items
}

function savedItems(items: SavedItem[] | null | undefined): FitItem[] {
  return (items ?? [])
    .filter((item) => item.isActive !== false && typeof item.title === 'string' && item.title.trim())
    .map((item) => ({ title: item.title as string, hasChildren: (item.subItems?.length ?? 0) > 0 }))
}

export default function MenuFitWarning() {
  const { i18n } = useTranslation()
  const { code } = useLocale()
  const { config } = useConfig()
  const t = TEXT[i18n.language === 'ar' ? 'ar' : 'en']
  const editing: Language = code === 'ar' ? 'ar' : 'en'
  const other: Language = editing === 'ar' ? 'en' : 'ar'
  // A stable string, so the form's other fields changing does not redraw this.
  const typed = useFormFields(([fields]) => JSON.stringify(formItems(fields)))
  const [otherItems, setOtherItems] = useState<FitItem[]>([])

  useEffect(() => {
    let live = true
    fetch(`${config.routes.api}/globals/header?locale=${other}&fallback-locale=none&depth=0`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: { items?: SavedItem[] } | null) => live && setOtherItems(savedItems(doc?.items)))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [config.routes.api, other])

  const byLanguage: Record<Language, FitItem[]> = { [editing]: JSON.parse(typed) as FitItem[], [other]: otherItems } as Record<Language, FitItem[]>
  const lines = (['en', 'ar'] as const).flatMap((language) => {
    const items = byLanguage[language]
    const shown = shownAt1366(items, language)
    return shown < items.length ? [t.line(t.language[language], shown, items.length)] : []
  })
  if (lines.length === 0) return null
  return (
    <div className="field-type" role="status" data-testid="menu-fit-warning" style={{ padding: '0.75rem 1rem', border: '1px solid var(--theme-warning-500, #d9a400)', borderRadius: '4px', background: 'var(--theme-warning-100, #fff6dc)' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>{t.title}</p>
      <p style={{ margin: '0.25rem 0 0' }}>{t.lead}</p>
      <ul style={{ margin: '0.25rem 0 0', paddingInlineStart: '1.25rem' }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p style={{ margin: '0.25rem 0 0' }}>{t.advice}</p>
    </div>
  )
}
