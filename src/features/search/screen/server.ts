/**
 * The results screen's first render on the server (spec "Search result"): the same search the API runs, for the
 * term in the address, so the screen works without JavaScript. A failure is logged and shown as the error state,
 * never as an error page.
 */
import type { Locale } from '@/i18n/locales'

import { searchSite, type SearchResult } from '../site'
import { IDLE, checkTerm, queryTerm, stateFromResults, type ResultView, type SearchState } from './model'

export const toResultView = (result: SearchResult): ResultView => ({
  url: result.url,
  title: result.title.trim(),
  description: result.description.trim(),
  imageUrl: result.imageUrl,
  matches: result.matches,
})

export async function initialSearch(q: string | string[] | undefined, locale: Locale): Promise<SearchState> {
  const term = queryTerm(q)
  const check = checkTerm(term)
  if (check === 'empty') return IDLE
  if (check === 'tooLong') return { status: 'error', term, error: 'tooLong' }
  try {
    return stateFromResults(term, (await searchSite(term, locale)).map(toResultView))
  } catch (error) {
    console.error('search results page: the search failed', error)
    return { status: 'error', term, error: 'failed' }
  }
}
