/**
 * The results screen's entry point (server only): `searchSite(term, locale, limit)`. Kept apart from
 * service.ts so code that already has a Payload instance (the API handler, tests) does not load the config.
 * The screen highlights with `highlight` from ./highlight (pure, safe in client components too).
 */
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import { DEFAULT_RESULTS, searchPages, type SearchResult } from './service'

export { MAX_RESULTS, MAX_TERM_LENGTH, SearchTermTooLongError, type SearchResult } from './service'

/**
 * Published pages in `locale` matching `term`, best first (at most `limit`, 1 to 50). An empty term gives [] at
 * once; a term longer than 200 characters throws SearchTermTooLongError.
 */
export async function searchSite(term: string, locale: Locale, limit: number = DEFAULT_RESULTS): Promise<SearchResult[]> {
  const trimmed = term.trim()
  if (!trimmed) return []
  return searchPages(await getPayloadClient(), trimmed, locale, limit)
}
