/**
 * A visitor's query as a MiniSearch query tree. Each query word becomes an OR group of exact lookups: the word,
 * its tiered variants (terms.ts), its transliterations into the index's language and, when the strict pass
 * found nothing, the common completions of the last word and the common spellings near each word. The groups
 * are combined with AND, or with OR in the last pass.
 */
import type { Query } from 'minisearch'

import type { Locale } from '@/i18n/locales'

import { tokenize } from '@/lib/text/normalize'
import type { PageIndex } from './page-index'
import { TIER, isStopWord, queryVariants } from './terms'
import { transliterate } from './transliteration'

/** Ten words are plenty for a site search; more only cost time (a 200-character query can hold 40). */
const MAX_WORDS = 10
/** Typos: one edit in 4 to 7 letters, two from 8 (20 % of the length, rounded); the 8 most likely spellings. */
const FUZZY = 0.2
const MIN_FUZZY_LENGTH = 4
const MAX_NEIGHBOURS = 8
/** An unfinished last word ("frankinc") of three letters or more: its 8 most common completions. */
const MIN_PREFIX_LENGTH = 3
const MAX_COMPLETIONS = 8
/** MiniSearch's own weights for prefix and fuzzy matches, decaying with the letters added or changed. */
const prefixWeight = (word: string, term: string) => (0.375 * term.length) / (term.length + 0.3 * (term.length - word.length))
const fuzzyWeight = (term: string, distance: number) => (0.45 * term.length) / (term.length + distance)

export type QueryPlan = { words: string[]; alternatives: string[][] }

/** The words to look for: normalised, de-duplicated, stop words dropped unless nothing else is left. */
export function planQuery(term: string, locale: Locale): QueryPlan {
  const all = [...new Set(tokenize(term))]
  const meaningful = all.filter((word) => !isStopWord(word))
  const words = (meaningful.length ? meaningful : all).slice(0, MAX_WORDS)
  return { words, alternatives: words.map((word) => transliterate(word, locale)) }
}

/**
 * The passes a search tries until one finds something: every word as typed (with its tiers), then with typos
 * and an unfinished last word allowed, then any word. Loose matching is a fallback because one edit in a short
 * Arabic word is often another word ("لبان" frankincense is one edit from "بان" appeared): a query that
 * matches as typed is not padded with look-alikes.
 */
export type Pass = { combineWith: 'AND' | 'OR'; loose: boolean }
export const PASSES: Pass[] = [
  { combineWith: 'AND', loose: false },
  { combineWith: 'AND', loose: true },
  { combineWith: 'OR', loose: true },
]

/** Lookups from this weight up (the word itself, the article tier) are always made. */
const STRONG = 0.8
/** Weaker lookups are skipped once the stronger ones reach this many pages (counted per field). */
const PLENTY = 2000
/** A word in the body of this many pages, and of a quarter of the site, is looked for in the other fields only
 * when they hold it often enough to give a full list of results. */
const COMMON_IN_BODY = 1000
const ENOUGH_IN_HEAD = 100

type Lookup = { term: string; weight: number; headOnly: boolean }

/**
 * The lookups of one word worth making, strongest first. Both limits only apply on a large site (thousands of
 * pages); the seeded site never reaches them.
 * - A common word ("صلالة" on a site about Dhofar) matches thousands of pages through its exact form alone;
 *   its clitic and suffix tiers would match most of them again at a lower weight, doubling the work without
 *   changing the first results (at most 50 are shown).
 * - A word in the body of a quarter of all pages says little about any one of them from there (its BM25 weight is
 *   near zero) but costs a score per page: it is scored in titles, descriptions and SEO texts only, as search
 *   engines treat very common terms.
 */
function affordable(weights: Map<string, number>, index: PageIndex): Lookup[] {
  const kept: Lookup[] = []
  let pages = 0
  const common = Math.max(COMMON_IN_BODY, index.documentCount / 4)
  for (const [term, weight] of [...weights].sort((a, b) => b[1] - a[1])) {
    if (weight < STRONG && pages >= PLENTY) break
    const [all, body] = [index.frequency(term), index.bodyFrequency(term)]
    kept.push({ term, weight, headOnly: body >= common && all - body >= ENOUGH_IN_HEAD })
    pages += all
  }
  return kept
}

const HEAD_FIELDS = ['title', 'description', 'seo']

/** A query and, for each term it looks up, the query word it stands for (to count the words a page matched). */
export type BuiltQuery = { query: Query; owner: Map<string, number> }

export function buildQuery(plan: QueryPlan, pass: Pass, index: PageIndex): BuiltQuery {
  const owner = new Map<string, number>()
  const last = plan.words.length - 1
  const groups = plan.words.map((word, i) => {
    const weights = new Map<string, number>()
    const add = (term: string, weight: number) => {
      if ((weights.get(term) ?? 0) < weight) weights.set(term, weight)
      if (!owner.has(term)) owner.set(term, i)
    }
    for (const form of [word, ...plan.alternatives[i]]) {
      add(form, 1)
      for (const variant of queryVariants(form)) add(variant.term, variant.weight)
    }
    if (pass.loose && i === last && word.length >= MIN_PREFIX_LENGTH) {
      for (const term of index.completions(word, MAX_COMPLETIONS)) add(term, prefixWeight(word, term))
      for (const mark of [TIER.article, TIER.clitic]) {
        for (const term of index.completions(mark + word, MAX_COMPLETIONS / 2)) add(term, 0.6 * prefixWeight(mark + word, term))
      }
    }
    if (pass.loose && word.length >= MIN_FUZZY_LENGTH) {
      const distance = Math.min(2, Math.round(word.length * FUZZY))
      for (const near of index.neighbours(word, distance, MAX_NEIGHBOURS)) add(near.term, fuzzyWeight(near.term, near.distance))
    }
    const queries: Query[] = affordable(weights, index).map(({ term, weight, headOnly }) =>
      weight === 1 && !headOnly
        ? term
        : { queries: [term], boostTerm: () => weight, ...(headOnly ? { fields: HEAD_FIELDS } : {}) },
    )
    return { combineWith: 'OR' as const, queries }
  })
  return { query: { combineWith: pass.combineWith, queries: groups }, owner }
}
