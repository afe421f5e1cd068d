/**
 * What importing one row does to its page, decided before anything is written. Only the cells that differ from
 * the page as the export shows it (state.ts) are written, so a row that comes back unchanged writes nothing and
 * the cells a row leaves alone keep a pending draft's text.
 * - `published`: the changes are published. Publishing saves the latest version, so over a newer draft it would
 *   take that draft live unseen: such a row is refused (publish or discard the draft in the admin first, or mark
 *   the row `draft`).
 * - `draft`: the changes are saved as a draft, on top of the latest one; the published page stays as it is. The
 *   import never unpublishes a page: that is done in the admin.
 * Both languages are saved one after the other; when publishing, all but the last are draft saves, so visitors
 * never see one language changed without the other.
 */
import type { CsvKind, Lang, PageRow, RowError } from './model'
import { csvMessages } from './messages'
import { LANGS } from './model'
import type { PageState } from './state'

export type Write = { locale: Lang; draft: boolean; data: Record<string, unknown> }
export type Plan =
  | { action: 'unchanged'; id: number }
  | { action: 'create'; data: Record<string, unknown>; then: Write }
  | { action: 'update'; id: number; writes: Write[] }
type Problem = Omit<RowError, 'row'>

/** The texts of one language that the row changes, as Payload data (an empty cell clears an optional text). */
function changedTexts(row: PageRow, kind: CsvKind, lang: Lang, page?: PageState): Record<string, unknown> {
  const before = page?.text[lang]
  const data: Record<string, unknown> = {}
  if (row[`title_${lang}`] !== before?.title.trim()) data.title = row[`title_${lang}`]
  if (row[`description_${lang}`] !== (before?.description.trim() ?? '')) data.description = row[`description_${lang}`] || null
  if (kind === 'events' && row[`location_${lang}`] !== (before?.location.trim() ?? '')) {
    data.event = { location: row[`location_${lang}`] || null }
  }
  return data
}

/** `pages`: every page that has the row's address in its published row or its latest version. Problems in `lang`. */
export function planRow(row: PageRow, kind: CsvKind, pages: PageState[], classifications: Map<string, number>, lang: Lang = 'en'): Plan | Problem[] {
  const m = csvMessages(lang)
  const page = pages.find((p) => p.uniqueUrl === row.uniqueUrl)
  if (pages.some((p) => p !== page)) {
    return [{ field: 'uniqueUrl', message: m.otherPage }]
  }
  const problems: Problem[] = []
  if (page && page.category !== kind) problems.push({ field: 'uniqueUrl', message: m.otherKind(page.category) })
  if (row.classification && (kind !== 'news' || !classifications.has(row.classification))) {
    problems.push({ field: 'classification', message: m.classification })
  }
  for (const lang of LANGS) {
    if (row[`title_${lang}`]) continue
    if (!page) problems.push({ field: `title_${lang}`, message: m.newTitle(lang) })
    else if (page.text[lang].title.trim()) {
      problems.push({ field: `title_${lang}`, message: m.keepTitle(lang) })
    }
  }
  if (problems.length) return problems

  const publish = row.status === 'published'
  const classification = kind === 'news' ? (row.classification ? (classifications.get(row.classification) ?? null) : null) : undefined
  if (!page) {
    return {
      action: 'create',
      data: { uniqueUrl: row.uniqueUrl, category: kind, pageDate: row.date, _status: 'draft', ...(classification ? { classification } : {}), ...changedTexts(row, kind, 'en') },
      then: { locale: 'ar', draft: !publish, data: { _status: publish ? 'published' : 'draft', ...changedTexts(row, kind, 'ar') } },
    }
  }

  const shared: Record<string, unknown> = {}
  if (row.date !== page.date) shared.pageDate = row.date
  if (classification !== undefined && classification !== page.classification) shared.classification = classification
  const changed = LANGS.filter((lang) => Object.keys(changedTexts(row, kind, lang, page)).length > 0)
  if (changed.length === 0 && Object.keys(shared).length === 0 && (page.live || !publish)) return { action: 'unchanged', id: page.id }
  if (publish && page.newerDraft) {
    return [{ field: 'status', message: m.newerDraft(page.newerDraft) }]
  }
  const locales: Lang[] = changed.length ? changed : ['en']
  const writes = locales.map((locale, i): Write => {
    const publishes = publish && i === locales.length - 1
    return { locale, draft: !publishes, data: { ...(i === 0 ? shared : {}), ...changedTexts(row, kind, locale, page), _status: publishes ? 'published' : 'draft' } }
  })
  return { action: 'update', id: page.id, writes }
}
