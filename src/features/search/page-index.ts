/**
 * The full-text index of one language's published pages: MiniSearch (in process; docs/decisions/0004-search.md)
 * with our tokenizer and tiered terms, plus two lookups MiniSearch does not offer: the most common completions
 * of an unfinished word and the most common spellings near a mistyped one. MiniSearch's own prefix and fuzzy
 * search score every expansion, and a three-letter Arabic prefix has thousands; capping them keeps a search
 * within a few milliseconds on a large site (bench/search/README.md).
 */
import MiniSearch from 'minisearch'

import type { PageCategory } from '@/lib/content-model'

import { tokenize } from '@/lib/text/normalize'
import { indexTerms, isStopWord, isTiered, matchableForms } from './terms'

/** One page in one language, as the index takes it: text fields plus what a result shows. */
export type SearchDocument = {
  id: number
  uniqueUrl: string
  category: PageCategory
  title: string
  description: string
  /** SEO title and description. */
  seo: string
  /** Rich content as plain text, then the texts of the active sections' items. */
  body: string
  imageId: number | null
  imageUrl: string | null
}

export type StoredPage = Omit<SearchDocument, 'seo' | 'body'>

/** A stored page with the matchable forms of its title's words, ready for ranking (rank.ts). */
type Entry = { page: StoredPage; titleWords: string[][] }

/** Title over description over SEO texts over body (ADR 0004). */
export const FIELD_BOOSTS = { title: 3, description: 2, seo: 1.5, body: 1 } as const

/** The matchable forms of each title word, stop words aside (unless the title has nothing else). */
function titleWords(title: string): string[][] {
  const all = tokenize(title)
  const words = all.filter((word) => !isStopWord(word))
  return (words.length ? words : all).map(matchableForms)
}

/** Postings of one term: field id → page → occurrences. */
type TermData = Map<number, Map<number, number>>

/** How many pages (counted per field) hold a term: the more common completion is the likelier one. */
function popularity(data: TermData | undefined): number {
  let count = 0
  for (const pages of data?.values() ?? []) count += pages.size
  return count
}

/** Keeps the `max` most popular candidates, best first. */
function best<T extends { popularity: number }>(list: T[], candidate: T, max: number): void {
  if (list.length >= max && candidate.popularity <= list[list.length - 1].popularity) return
  let at = list.length
  while (at > 0 && list[at - 1].popularity < candidate.popularity) at -= 1
  list.splice(at, 0, candidate)
  if (list.length > max) list.pop()
}

export class PageIndex extends MiniSearch<SearchDocument> {
  /**
   * What a result shows, by page id. Kept here instead of as MiniSearch stored fields, which every result of a
   * search copies: a common word matches thousands of pages, of which only the best few are shown.
   */
  readonly entries = new Map<number, Entry>()

  constructor() {
    super({
      fields: Object.keys(FIELD_BOOSTS),
      tokenize,
      processTerm: indexTerms,
      // Queries arrive normalised and expanded (query.ts): nothing more to do to them.
      searchOptions: { boost: { ...FIELD_BOOSTS }, tokenize: (term) => [term], processTerm: (term) => term },
    })
  }

  /** Adds the page, or replaces the version the index holds. */
  upsert(doc: SearchDocument): void {
    if (this.has(doc.id)) this.discard(doc.id)
    this.add(doc)
    const { seo: _seo, body: _body, ...page } = doc
    this.entries.set(doc.id, { page, titleWords: titleWords(doc.title) })
  }

  /** Takes the page out (MiniSearch's own `remove` needs the indexed document back; we do not keep it). */
  drop(id: number): void {
    if (this.has(id)) this.discard(id)
    this.entries.delete(id)
  }

  /** How many pages hold `term`, counted once per field it appears in (0 when it is not indexed). */
  frequency(term: string): number {
    return popularity(this._index.get(term))
  }

  /** How many pages hold `term` in their body. */
  bodyFrequency(term: string): number {
    return this._index.get(term)?.get(this._fieldIds.body)?.size ?? 0
  }

  /** The `max` most common indexed words that start with `prefix` (and are longer). */
  completions(prefix: string, max: number): string[] {
    const found: { term: string; popularity: number }[] = []
    for (const [term, data] of this._index.atPrefix(prefix)) {
      if (term !== prefix) best(found, { term, popularity: popularity(data) }, max)
    }
    return found.map((c) => c.term)
  }

  /**
   * The `max` closest, then most common, indexed words within `distance` edits of `word` (itself excluded). One
   * edit is looked for anywhere in the word (ض for ظ in "ظفار" is a common slip); a second edit only after the
   * first letter, which visitors rarely get wrong twice over and which cuts the search to one branch of the tree.
   */
  neighbours(word: string, distance: number, max: number): { term: string; distance: number }[] {
    const found: { term: string; distance: number; popularity: number }[] = []
    const consider = (term: string, data: TermData, edits: number) => {
      // Fewer edits first: an edit outweighs any difference in popularity.
      if (edits > 0 && !isTiered(term)) best(found, { term, distance: edits, popularity: popularity(data) - edits * 1e9 }, max)
    }
    for (const [term, [data, edits]] of this._index.fuzzyGet(word, Math.min(distance, 1))) consider(term, data, edits)
    if (distance >= 2) {
      const [first, rest] = [word[0], word.slice(1)]
      for (const [tail, [data, edits]] of this._index.atPrefix(first).fuzzyGet(rest, distance)) {
        if (edits === distance) consider(first + tail, data, edits)
      }
    }
    return found.map(({ term, distance: edits }) => ({ term, distance: edits }))
  }
}
