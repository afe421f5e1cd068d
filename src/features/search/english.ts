/**
 * A light English stemmer: plurals, -ing and -ed, and a silent final e, so "beaches" meets "beach", "diving"
 * meets "dive" and "guided tours" meets "tour guide". Deliberately lighter than Porter's algorithm: Porter
 * turns "news" into "new" and "economy" into "economi"; our stems are only ever compared with each other, so they
 * need to be consistent, not dictionary words. A wrong stem costs little: stems match at a lower weight than
 * the exact word (see terms.ts).
 */

/** Words that look inflected but are not (or whose stem would collide with another word). */
const KEEP = new Set([
  'news', 'series', 'species', 'always', 'perhaps', 'this', 'his', 'its', 'was', 'has', 'does', 'yes', 'plus',
  'less', 'across', 'thus', 'atlas', 'canvas', 'christmas', 'lens', 'gas', 'bus', 'during', 'evening', 'morning',
  'spring', 'ceiling', 'wedding', 'hundred', 'sacred',
])

const VOWEL = /[aeiouy]/

function dropPlural(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

/** "-ing" and "-ed" only when the rest keeps a vowel and three letters ("bring", "need" stay whole). */
function dropVerbEnding(word: string): string {
  const match = /^(.+?)(ing|(?<!e)ed)$/.exec(word)
  if (!match || match[1].length < 3 || !VOWEL.test(match[1])) return word
  const stem = match[1]
  // "swimming" → "swimm" → "swim", but "filled" → "fill" and "kissed" → "kiss".
  return /([^aeiouylsz])\1$/.test(stem) ? stem.slice(0, -1) : stem
}

/** The stem of a lower-case English word. */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || KEEP.has(word) || /\d/.test(word)) return word
  let stem = dropVerbEnding(dropPlural(word))
  // "dive"/"diving"/"dives" all become "div"; "tree" keeps its double e.
  if (stem.length > 3 && stem.endsWith('e') && !stem.endsWith('ee')) stem = stem.slice(0, -1)
  return stem
}

/** English stop words, dropped from a query that has other words ("things to do in Salalah"). "al" is the
 * Arabic article in names written "Al Baleed". */
export const ENGLISH_STOP_WORDS = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'and', 'or', 'is', 'are', 'was', 'be', 'with', 'by',
  'from', 'as', 'it', 'its', 'this', 'that', 'these', 'those', 'what', 'where', 'when', 'how', 'do', 'i', 'me',
  'my', 'we', 'our', 'you', 'your', 'al', 'el',
])
