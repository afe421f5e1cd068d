/**
 * Arabic word forms for search. Letters are unified by `normalizeText` (normalize.ts); this file takes the
 * clitics off a normalised word. There is no dictionary, so a stripped form can be wrong ("وادي" is a word, not
 * و + "ادي"): every stripped form is therefore indexed as an extra term beside the exact word, marked with its
 * kind, so an exact match always outranks a match made by stripping (see terms.ts).
 */

/**
 * Conjunction (و, ف), then preposition (ب, ك), then the article ال; "ل + ال" is written لل. Words with the article
 * are stripped when two letters stay ("البر" → "بر"): ال followed by two letters is almost never part of the
 * stem, so this is nearly lossless.
 */
const ARTICLE = /^[وف]?(?:[بك]?ال|لل)/u

/** Clitics without the article: و، ف (conjunctions) and ب، ك، ل (prepositions), alone or as و/ف + ب/ك/ل. */
const CLITICS = [/^[وف][بكل]/u, /^[وفبكل]/u]

/**
 * Endings taken off for the lowest tier: sound plurals (ات، ون، ين), pronouns (ها، هم), the nisba ending ية with
 * its plural يات, and the feminine ة (ية and ة are already written يه and ه by the normaliser). Longest first, so
 * "فعالية" and "فعاليات" meet at "فعال". Only when three letters stay: "بنات" and "زين" keep their ending.
 */
const SUFFIXES = ['يات', 'ات', 'ون', 'ين', 'ها', 'هم', 'يه', 'ه']

const MIN_STEM = 3

/** The word without its article (and any clitics before it), or undefined when it has none. */
export function stripArticle(word: string): string | undefined {
  const match = ARTICLE.exec(word)
  if (!match || word.length - match[0].length < 2) return undefined
  return word.slice(match[0].length)
}

/**
 * The word without leading clitics (no article), keeping at least `minRest` letters, or undefined. The index
 * strips down to 3 letters; a query keeps 4 (see terms.ts), because a visitor's "لبان" is frankincense, not
 * ل + "بان".
 */
export function stripClitics(word: string, minRest = MIN_STEM): string | undefined {
  for (const pattern of CLITICS) {
    const match = pattern.exec(word)
    if (match && word.length - match[0].length >= minRest) return word.slice(match[0].length)
  }
  return undefined
}

/** The word without one light suffix, or undefined when none applies. */
export function stripSuffix(word: string): string | undefined {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) return word.slice(0, -suffix.length)
  }
  return undefined
}

/** Normalised Arabic stop words: dropped from a query that has other words ("فعاليات في صلالة"). */
export const ARABIC_STOP_WORDS = new Set([
  'في', 'من', 'الي', 'علي', 'عن', 'مع', 'او', 'ثم', 'ان', 'لا', 'ما', 'قد', 'كان', 'هو', 'هي', 'هذا', 'هذه',
  'ذلك', 'تلك', 'التي', 'الذي', 'الذين', 'كل', 'بين', 'عند', 'حتي', 'اذا', 'لم', 'لن', 'منذ', 'ضمن', 'حول',
])
