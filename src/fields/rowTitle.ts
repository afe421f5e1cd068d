/**
 * What an array row's collapsed label says (menus' items, sections' slider and card items): its title in the admin's
 * language, else in the other language, else nothing (the label then says "Item 03"). Pure, for TitleRowLabel and
 * its test.
 */
type Row = { id?: string | null; title?: string | null; [key: string]: unknown }

/** The title of the row with this id anywhere in a document (rows keep their id in every language). */
export function titleOfRow(doc: unknown, id: string): string | undefined {
  if (Array.isArray(doc)) {
    for (const item of doc) {
      const found = titleOfRow(item, id)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (!doc || typeof doc !== 'object') return undefined
  const row = doc as Row
  if (row.id === id && typeof row.title === 'string') return row.title
  for (const value of Object.values(row)) {
    if (value && typeof value === 'object') {
      const found = titleOfRow(value, id)
      if (found !== undefined) return found
    }
  }
  return undefined
}

/**
 * The title to show: the admin's language first, then the other. The form holds the language being edited (with the
 * editor's unsaved typing); `saved` the document's titles in the other languages.
 */
export function rowTitle({
  formTitle,
  editing,
  language,
  saved,
}: {
  formTitle: string | null | undefined
  editing: string
  language: string
  saved: Record<string, string | undefined>
}): { title: string; locale: string } | null {
  const order = [language, ...['en', 'ar'].filter((code) => code !== language)]
  for (const locale of order) {
    const title = (locale === editing ? formTitle : saved[locale])?.trim()
    if (title) return { title, locale }
  }
  return null
}
