/**
 * Site search over published pages in one language: the function behind the API and the results screen.
 * The term is trimmed; an empty one returns nothing without touching the index.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { metrics, timed } from '@/lib/metrics.mjs'

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

/** Results per page on the results screen and for the API's `page`. */
export const PAGE_SIZE = 10
/** The most results a search counts and pages through: far above what this site's pages can match. */
export const MAX_COUNTED = 1000

export type SearchPage = { results: SearchResult[]; total: number; page: number; pageSize: number }

/**
 * One page of a search's results with their true total: every match can be reached by paging. A page
 * past the last is empty, with the same total.
 */
export async function searchPagesPaged(
  payload: Payload,
  term: string,
  locale: Locale,
  page = 1,
  pageSize: number = PAGE_SIZE,
): Promise<SearchPage> {
  const all = await searchPages(payload, term, locale, MAX_COUNTED)
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_RESULTS)
  const current = Math.max(1, Math.floor(page))
  return { results: all.slice((current - 1) * size, current * size), total: all.length, page: current, pageSize: size }
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
  const count = Math.min(Math.max(1, Math.floor(limit)), MAX_COUNTED)
  // Timed for the metrics (dhofar_search_duration_seconds), the index's first build included.
  return timed(metrics().searchDuration, async () => {
    const indexes = await searchIndexes(payload)
    return searchIndex(indexes[locale], trimmed, locale, count).map((hit) => ({ ...hit, url: resultPath(hit, locale) }))
  })
}
