/**
 * Search over one language's page index: the passes of query.ts until one finds something, then the ranking of
 * rank.ts. No database here: the store feeds the index pages, the benchmark feeds it generated ones.
 */
import type { SearchResult } from 'minisearch'

import type { Locale } from '@/i18n/locales'

import { PageIndex, type SearchDocument, type StoredPage } from './page-index'
import { PASSES, buildQuery, planQuery } from './query'
import { rank } from './rank'

export { FIELD_BOOSTS, PageIndex, type SearchDocument, type StoredPage } from './page-index'

export type PageHit = StoredPage & { score: number; matches: string[] }

export const createPageIndex = () => new PageIndex()

/** Adds the page, or replaces the version the index holds. */
export const upsertPage = (index: PageIndex, doc: SearchDocument) => index.upsert(doc)

export const removePage = (index: PageIndex, id: number) => index.drop(id)

/** The best `limit` pages for a visitor's query in `locale` (the language of the index). */
export function searchIndex(index: PageIndex, term: string, locale: Locale, limit: number): PageHit[] {
  const plan = planQuery(term, locale)
  if (plan.words.length === 0) return []
  for (const pass of PASSES) {
    if (pass.combineWith === 'OR' && plan.words.length === 1) continue
    const { query, owner } = buildQuery(plan, pass, index)
    const results: SearchResult[] = index.search(query)
    if (results.length === 0) continue
    const titles = (id: number) => index.entries.get(id)?.titleWords ?? []
    return rank(results, owner, limit, titles).flatMap(({ id, score, matched }) => {
      const entry = index.entries.get(id)
      return entry ? [{ ...entry.page, score: Math.round(score * 1000) / 1000, matches: matched }] : []
    })
  }
  return []
}
