/**
 * The results screen's logic, pure so the server render, the browser
 * and the unit tests share it: the term from the address, its checks, the API call's address, and the screen's
 * state from the API's answer. States: idle (no term; no call), loading, results, empty (with the server's
 * message, or none for "No results found."), error (the call failed, or the term is too long).
 */
import { localeInfo, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { screens } from '@/lib/page-routes'

import { MAX_TERM_LENGTH, termLength } from '../limits'

export const SEARCH_PATH = screens.search

/** What the screen shows of one result. `url` is already under /ar for Arabic (routing.ts). */
export type ResultView = {
  url: string
  title: string
  description: string
  imageUrl: string | null
  /** The matched (normalised) terms, for `highlight`. */
  matches: string[]
}

export type SearchError = 'failed' | 'tooLong'

export type SearchState =
  | { status: 'idle'; term: '' }
  | { status: 'loading'; term: string }
  | {
      status: 'results'
      term: string
      results: ResultView[]
      total: number
      page: number
      /** The page the visitor asked for when it was past the last one (they were sent to the last page). */
      asked?: number
    }
  | { status: 'empty'; term: string; message: string | null }
  | { status: 'error'; term: string; error: SearchError }

export const IDLE: SearchState = { status: 'idle', term: '' }

/** The `q` parameter as a term: the first value when repeated, trimmed. */
export function queryTerm(q: string | readonly string[] | null | undefined): string {
  const value = Array.isArray(q) ? q[0] : q
  return typeof value === 'string' ? value.trim() : ''
}

/** Whether a trimmed term is searched: empty terms make no call, long ones are refused before any call. */
export function checkTerm(term: string): 'empty' | 'tooLong' | 'ok' {
  if (!term) return 'empty'
  return termLength(term) > MAX_TERM_LENGTH ? 'tooLong' : 'ok'
}

/** Results per page, as the service pages them. */
export const RESULTS_PER_PAGE = 10

/** The `page` parameter: a whole number from 1 (anything else is page 1). */
export function queryPage(page: string | readonly string[] | null | undefined): number {
  const value = Array.isArray(page) ? page[0] : page
  return typeof value === 'string' && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1
}

/** The briefed call: GET /api/v1/search?term={t}&languageId={1 Arabic | 2 English}, a page of 10 at a time. */
export function searchApiUrl(term: string, locale: Locale, page = 1): string {
  const params = new URLSearchParams({
    term,
    languageId: String(localeInfo(locale).languageId),
    limit: String(RESULTS_PER_PAGE),
  })
  if (page > 1) params.set('page', String(page))
  return `/api/v1/search?${params}`
}

/**
 * The screen's own address for a term and page (no `q` for an empty one), as a GET form would write it; `asked` is
 * the page past the last one a visitor asked for, when they are sent to the last page instead (the screen says so).
 */
export function searchPagePath(term: string, locale: Locale, page = 1, asked?: number): string {
  const path = localizedPath(SEARCH_PATH, locale)
  if (!term) return path
  const params = new URLSearchParams({ q: term })
  if (page > 1) params.set('page', String(page))
  if (asked && asked > page) params.set('asked', String(asked))
  return `${path}?${params}`
}

/**
 * Where a search's address should go instead, or null when it is right: a page past the last one goes to the last
 * page (naming the page asked for), since "No results found." would be false when the search has results.
 */
export function lastPageRedirect(term: string, locale: Locale, page: number, total: number): string | null {
  const last = pageCount(total)
  return total > 0 && page > last ? searchPagePath(term, locale, last, page) : null
}

export function stateFromResults(term: string, results: ResultView[], total = results.length, page = 1): SearchState {
  return results.length > 0
    ? { status: 'results', term, results, total: Math.max(total, results.length), page }
    : { status: 'empty', term, message: null }
}

/** The page numbers of a search with `total` results. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / RESULTS_PER_PAGE))

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** One item of the API's `data` (handler.ts, ApiSearchResult), or null when it is not one. */
export function resultFromApi(item: unknown): ResultView | null {
  if (!isRecord(item) || typeof item.url !== 'string' || !item.url.startsWith('/')) return null
  const entry = Array.isArray(item.pgPageLngs) && isRecord(item.pgPageLngs[0]) ? item.pgPageLngs[0] : {}
  return {
    url: item.url,
    title: text(entry.title).trim(),
    description: text(entry.description).trim(),
    imageUrl: typeof item.imageUrl === 'string' && item.imageUrl ? item.imageUrl : null,
    matches: Array.isArray(item.matches) ? item.matches.filter((m): m is string => typeof m === 'string') : [],
  }
}

/**
 * The state after the API answered `status` with `body`: a failed call (an HTTP error, or a body
 * that is not the envelope) is an error; `isDone: false` empties the results and shows the server's message;
 * otherwise the results, or the empty state when there are none.
 */
export function stateFromResponse(term: string, status: number, body: unknown, page = 1): SearchState {
  const failed: SearchState = { status: 'error', term, error: 'failed' }
  if (status < 200 || status > 299 || !isRecord(body) || typeof body.isDone !== 'boolean') return failed
  if (!body.isDone) return { status: 'empty', term, message: text(body.message).trim() || null }
  const data: unknown[] | null = Array.isArray(body.data) ? body.data : body.data == null ? [] : null
  if (!data) return failed
  const results = data.map(resultFromApi).filter((r): r is ResultView => r !== null)
  const total = typeof body.total === 'number' && Number.isInteger(body.total) ? body.total : results.length
  return stateFromResults(term, results, total, page)
}
