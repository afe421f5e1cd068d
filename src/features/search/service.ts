/**
 * Site search over published pages in one language: the function behind the API and the results screen.
 * The term is trimmed; an empty one returns nothing without touching the index (spec section 5).
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { searchIndex, type PageHit } from './engine'
import { MAX_TERM_LENGTH, termLength } from './limits'
import { resultPath } from './routing'
import { searchIndexes } from './store'

export { MAX_TERM_LENGTH, termLength } from './limits'

/** At most 50 results per search. */
export const MAX_RESULTS = 50
export const DEFAULT_RESULTS = 20

/** A search result: the page's id, texts in the searched language, image, the path to link to, the score and
 * the matched (normalised) terms for `highlight`. */
export type SearchResult = PageHit & { url: string }

export class SearchTermTooLongError extends RangeError {
  constructor() {
    super(`The search term must be at most ${MAX_TERM_LENGTH} characters.`)
  }
}

export async function searchPages(
  payload: Payload,
  term: string,
  locale: Locale,
  limit: number = DEFAULT_RESULTS,
): Promise<SearchResult[]> {
  const trimmed = term.trim()
  if (!trimmed) return []
  if (termLength(trimmed) > MAX_TERM_LENGTH) throw new SearchTermTooLongError()
  const count = Math.min(Math.max(1, Math.floor(limit)), MAX_RESULTS)
  const indexes = await searchIndexes(payload)
  return searchIndex(indexes[locale], trimmed, locale, count).map((hit) => ({ ...hit, url: resultPath(hit, locale) }))
}
