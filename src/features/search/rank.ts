/**
 * Final ranking of MiniSearch's results. BM25 sums a word's score over every field, so a long page that repeats
 * "Salalah" in its description, SEO texts and body can outscore the page titled "Salalah". Visitors expect the
 * page whose title says what they typed on top, so a page's score grows with the share of its title the query
 * covers: up to double when the title is the query ("Salalah"), a third more for "Map of Salalah and Mirbat".
 */
import type { SearchResult } from 'minisearch'

import { untiered } from './terms'

/** How much a title made entirely of query words adds (1 = doubles the score). */
const TITLE_COVERAGE_BONUS = 1

export type Ranked = { id: number; score: number; matched: string[] }

/**
 * The share of the title's words that the search matched, 0 to 1. `titleWords` holds each title word's
 * matchable forms (stop words aside), prepared when the page was indexed.
 */
export function titleCoverage(titleWords: readonly string[][], matched: ReadonlySet<string>): number {
  if (titleWords.length === 0) return 0
  return titleWords.filter((forms) => forms.some((form) => matched.has(form))).length / titleWords.length
}

/**
 * MiniSearch multiplies a page's score by the number of query terms it matched. Our terms are tiered variants
 * and expansions of a few words, which would reward a page for holding many forms of one word; the factor
 * becomes the number of distinct query words matched (`owner` maps each term to its word; at most ten words).
 */
function baseScore(result: SearchResult, owner: ReadonlyMap<string, number>): number {
  let words = 0
  for (const term of result.queryTerms) words |= 1 << (owner.get(term) ?? 0)
  let count = 0
  for (; words; words &= words - 1) count += 1
  return (result.score / Math.max(1, result.queryTerms.length)) * count
}

/** Positions of the `count` best base scores, best first, without sorting thousands of result objects. */
function candidates(bases: Float64Array, count: number): number[] {
  const threshold = bases.length > count ? Float64Array.from(bases).sort()[bases.length - count] : -Infinity
  const positions: number[] = []
  bases.forEach((base, i) => {
    if (base >= threshold) positions.push(i)
  })
  return positions.sort((a, b) => bases[b] - bases[a]).slice(0, count)
}

/** At most this many results (best base scores first) are considered for the title bonus. */
const MAX_CANDIDATES = 250

/**
 * The best `limit` results. The title bonus at most doubles a score, so once a base score is below half the
 * `limit`-th final score no later result can enter the list, and the rest are not looked at. A common word can
 * match thousands of pages with close scores: past MAX_CANDIDATES the search stops looking, since a page that
 * far down would need both a title made of the query and a body score close to the best.
 */
export function rank(
  results: SearchResult[],
  owner: ReadonlyMap<string, number>,
  limit: number,
  titles: (id: number) => readonly string[][],
): Ranked[] {
  const bases = Float64Array.from(results, (result) => baseScore(result, owner))
  const ranked: Ranked[] = [] // the best so far, best first, at most `limit`
  for (const i of candidates(bases, Math.max(MAX_CANDIDATES, limit))) {
    const [result, base] = [results[i], bases[i]]
    if (ranked.length >= limit && base * (1 + TITLE_COVERAGE_BONUS) < ranked[limit - 1].score) break
    const id = result.id as number
    const matched = [...new Set(result.terms.map(untiered))]
    const score = base * (1 + TITLE_COVERAGE_BONUS * titleCoverage(titles(id), new Set(matched)))
    let at = ranked.length
    while (at > 0 && ranked[at - 1].score < score) at -= 1
    ranked.splice(at, 0, { id, score, matched })
    if (ranked.length > limit) ranked.pop()
  }
  return ranked
}
