/**
 * The results screen's first render on the server: the same search the API runs, for the
 * term in the address, so the screen works without JavaScript. A failure is logged and shown as the error state,
 * never as an error page.
 */
import type { Locale } from '@/i18n/locales'

import { getPayloadClient } from '@/lib/payload'

import { searchPagesPaged } from '../service'
import type { SearchResult } from '../site'
import {
  IDLE,
  RESULTS_PER_PAGE,
  checkTerm,
  lastPageRedirect,
  pageCount,
  queryTerm,
  stateFromResults,
  type ResultView,
  type SearchState,
} from './model'

export const toResultView = (result: SearchResult): ResultView => ({
  url: result.url,
  title: result.title.trim(),
  description: result.description.trim(),
  imageUrl: result.imageUrl,
  matches: result.matches,
})

/**
 * The state of the first render, or `redirect`: the address of the last page when `page` is past it. `asked` is the
 * page a visitor asked for before they were sent here; the screen names it when this is indeed the last page.
 */
export async function initialSearch(
  q: string | string[] | undefined,
  locale: Locale,
  page = 1,
  asked?: number,
): Promise<SearchState | { status: 'redirect'; to: string }> {
  const term = queryTerm(q)
  const check = checkTerm(term)
  if (check === 'empty') return IDLE
  if (check === 'tooLong') return { status: 'error', term, error: 'tooLong' }
  let state: SearchState
  try {
    const found = await searchPagesPaged(await getPayloadClient(), term, locale, page, RESULTS_PER_PAGE)
    const to = lastPageRedirect(term, locale, page, found.total)
    if (to) return { status: 'redirect', to }
    state = stateFromResults(term, found.results.map(toResultView), found.total, page)
  } catch (error) {
    console.error('search results page: the search failed', error)
    return { status: 'error', term, error: 'failed' }
  }
  if (state.status === 'results' && asked !== undefined && asked > page && page === pageCount(state.total)) return { ...state, asked }
  return state
}
