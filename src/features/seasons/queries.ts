/**
 * Season reads: the published season pages (category seasons) in the editors' order, cached and tagged like
 * every content read (docs/decisions/0003). The weather is cached by fetch itself (30 min, ../weather).
 */
import { getPagesByCategory } from '@/page-data/queries'
import type { Locale } from '@/i18n/locales'

export const getSeasons = (locale: Locale) => getPagesByCategory('seasons', locale, 50, 'orderNum')

/** The season page's event tag, as briefed (AUTUMN, SERB, WINTER); null when the editor left it out. */
export function seasonEventTag(page: { category: string; season?: { tag?: 'AUTUMN' | 'SERB' | 'WINTER' | null } | null }) {
  return page.category === 'seasons' ? (page.season?.tag ?? null) : null
}
