/**
 * Index terms and query variants of a normalised word, in tiers.
 *
 * Stripping clitics and suffixes without a dictionary is sometimes wrong, and a stripped form must never tie
 * with an exact match. So the index stores the exact word plus its stripped forms under a mark of their kind,
 * and a query looks each tier up with its own weight:
 *
 *   exact word              "بالخريف"                  weight 1 (typos and unfinished words: engine.ts)
 *   article stripped  ~a~   "~a~خريف"  (ال، وال، بال، لل…) near-lossless
 *   clitic stripped   ~c~   "~c~صلاله" (و، ف، ب، ك، ل)     ambiguous: "وادي" is not و + "ادي"
 *   suffix stripped   ~s~   "~s~شلال"  (ات، ون، ين…) and English stems ("~s~beach")
 *
 * A query word is looked up in every tier its stripped forms can meet: "صلالة" finds "بصلالة" (clitic tier),
 * "الخريف" finds "خريف" (exact form of its stripped base), "شلال" finds "الشلالات" (suffix tier). Normalised
 * words never contain "~". The marks are three characters long so that no word is within two edits of a marked
 * term: typo matching (at most two edits) then never wanders into the tiers, and prunes them at once.
 */
import { ARABIC_STOP_WORDS, stripArticle, stripClitics, stripSuffix } from './arabic'
import { ENGLISH_STOP_WORDS, stemEnglish } from './english'
import { isArabicWord, isLatinWord } from '@/lib/text/normalize'

export const TIER = { article: '~a~', clitic: '~c~', stem: '~s~' } as const
const MARK_LENGTH = 3

export const isTiered = (term: string) => term.startsWith('~')
export const untiered = (term: string) => (isTiered(term) ? term.slice(MARK_LENGTH) : term)

export const isStopWord = (word: string) => ARABIC_STOP_WORDS.has(word) || ENGLISH_STOP_WORDS.has(word)

/**
 * What the index stores for a normalised word: the word, then its stripped forms (marked). Stop words and
 * stripped forms that are stop words ("وفي" → "في") get no tiers: queries drop stop words, and their tiers would
 * be the longest lists in the index.
 */
export function indexTerms(word: string): string[] {
  if (isStopWord(word)) return [word]
  return tieredTerms(word).filter((term, i) => i === 0 || !isStopWord(untiered(term)))
}

function tieredTerms(word: string): string[] {
  if (isArabicWord(word)) {
    const terms = [word]
    const bare = stripArticle(word)
    if (bare) {
      terms.push(TIER.article + bare)
      const stem = stripSuffix(bare)
      if (stem) terms.push(TIER.stem + stem)
      return terms
    }
    // A word that may carry a clitic gets the stems of both readings: "وشلالات" is و + شلالات, but "ولايات"
    // (states) is a word of its own, not و + ل + "ايات".
    const rest = stripClitics(word)
    if (rest) terms.push(TIER.clitic + rest)
    for (const form of rest ? [rest, word] : [word]) {
      const stem = stripSuffix(form)
      if (stem) terms.push(TIER.stem + stem)
    }
    return terms
  }
  if (isLatinWord(word)) {
    const stem = stemEnglish(word)
    return stem === word ? [word] : [word, TIER.stem + stem]
  }
  return [word]
}

export type Variant = { term: string; weight: number }

/** Queries keep 4 letters when stripping a clitic: a visitor's "لبان" is frankincense, not ل + "بان". */
const QUERY_MIN_AFTER_CLITIC = 4

/** The lookups for a normalised query word besides the word itself, each with the weight of its tier. */
export function queryVariants(word: string): Variant[] {
  const weights = new Map<string, number>()
  const add = (term: string, weight: number) => {
    if (term !== word && (weights.get(term) ?? 0) < weight) weights.set(term, weight)
  }
  if (isArabicWord(word)) {
    const bases: [string, number][] = [[word, 1]]
    const bare = stripArticle(word)
    const rest = bare ? undefined : stripClitics(word, QUERY_MIN_AFTER_CLITIC)
    if (bare) bases.push([bare, 0.9])
    if (rest) bases.push([rest, 0.6])
    for (const [base, weight] of bases) {
      add(base, weight)
      add(TIER.article + base, weight * 0.9)
      add(TIER.clitic + base, weight * 0.6)
      const stem = stripSuffix(base) ?? base
      add(TIER.stem + stem, weight * 0.5)
      // The stem as a word of its own ("شلالات" → "شلال"), only from four letters: a three-letter stem is often
      // an unrelated word ("ولاية" → "ولا", and not).
      if (stem !== base && stem.length >= 4) {
        add(stem, weight * 0.5)
        add(TIER.article + stem, weight * 0.45)
        add(TIER.clitic + stem, weight * 0.3)
      }
    }
  } else if (isLatinWord(word)) {
    const stem = stemEnglish(word)
    add(TIER.stem + stem, 0.7)
    add(stem, 0.7)
  }
  return [...weights].map(([term, weight]) => ({ term, weight }))
}

/**
 * Every form a word of a text can be matched by, unmarked: the highlighter compares these with the terms a
 * search matched, so "بصلالة" lights up for a match on "صلاله".
 */
export const matchableForms = (word: string) => [...new Set(indexTerms(word).map(untiered))]
