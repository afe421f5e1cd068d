/**
 * Text normalisation for search: one function for the index, the query and the highlighter, so the three can
 * never disagree about what a "word" is. Pure; exhaustively tested in tests/unit/search-normalize.test.ts.
 *
 * Arabic: diacritics (tashkeel, superscript alef, Quranic marks) and tatweel go; alef forms (أ إ آ ٱ) become ا,
 * taa marbuta ة becomes ه, alef maqsura ى becomes ي, hamza on waw/yaa (ؤ ئ) becomes و/ي. Visitors type these
 * interchangeably, and most Arabic keyboards make the plain form the easy one.
 * Persian/Urdu look-alikes (ک ی ھ ہ ە ے) become the Arabic letters (ك ي ه): our content is Arabic, and visitors
 * with a Persian or Urdu keyboard layout type the look-alikes without seeing a difference.
 * Arabic-Indic digits (٠–٩, ۰–۹) become ASCII digits. Latin: lower case, accents removed ("Café" = "cafe").
 */

/**
 * Compatibility decomposition first: it splits أ إ آ ؤ ئ into the base letter + a combining hamza/madda, Latin
 * é into e + accent, and presentation forms and ligatures (ﻻ, ﷲ) into ordinary letters. Then every combining
 * mark goes, which covers the tashkeel (U+064B–U+0652), U+0653–U+065F, the superscript alef U+0670 and the
 * Quranic marks in one rule.
 */
const MARKS = /\p{M}/gu

/** Tatweel (a stretching stroke, U+0640) and invisible format characters: zero-width (non-)joiners, direction
 * marks, the Arabic letter mark, byte-order marks. */
const IGNORED = /[\u0640\p{Cf}]/gu

const LETTERS: Record<string, string> = {
  '\u0671': 'ا', // ٱ alef wasla (no decomposition)
  '\u0672': 'ا', // ٲ
  '\u0673': 'ا', // ٳ
  '\u0675': 'ا', // ٵ
  'ة': 'ه',
  'ى': 'ي',
  'ک': 'ك', // U+06A9 keheh (Persian)
  'ڪ': 'ك', // U+06AA swash kaf
  'ی': 'ي', // U+06CC Farsi yeh
  'ے': 'ي', // U+06D2 yeh barree (Urdu)
  'ھ': 'ه', // U+06BE heh doachashmee
  'ہ': 'ه', // U+06C1 heh goal
  'ۃ': 'ه', // U+06C3 teh marbuta goal
  'ە': 'ه', // U+06D5 ae (ۀ decomposes to it)
}
const LETTER = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu')

const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/gu

function asciiDigit(digit: string): string {
  const code = digit.charCodeAt(0)
  return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660))
}

/** The searchable form of a text. Idempotent: normalising twice changes nothing. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(IGNORED, '')
    .replace(LETTER, (letter) => LETTERS[letter])
    .replace(ARABIC_INDIC_DIGIT, asciiDigit)
    .toLowerCase()
}

/** Words shorter than this carry no meaning alone (a stray "و", the "s" of "Dhofar's"); longer ones are junk. */
export const MIN_WORD = 2
export const MAX_WORD = 40

const NON_WORD = /[^\p{L}\p{N}]+/u

/** The normalised words of a text, in order. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(NON_WORD)
    .filter((word) => word.length >= MIN_WORD && word.length <= MAX_WORD)
}

/**
 * The words of an original (un-normalised) text with their positions, for the highlighter. A word is a run of
 * letters, digits, marks and format characters, so "صَلالة" and "ظفار‌ية" (with a zero-width non-joiner) are one
 * word each, exactly as `tokenize` sees them.
 */
export function wordSpans(text: string): { start: number; end: number; word: string }[] {
  const spans = []
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}\p{Cf}]+/gu)) {
    const word = normalizeText(match[0])
    if (word.length >= MIN_WORD && !NON_WORD.test(word)) {
      spans.push({ start: match.index, end: match.index + match[0].length, word })
    }
  }
  return spans
}

/** Arabic script after normalisation (the Arabic block; look-alikes are already mapped into it). */
export const isArabicWord = (word: string) => /[\u0600-\u06ff]/u.test(word)
export const isLatinWord = (word: string) => /^[a-z0-9]+$/u.test(word) && /[a-z]/u.test(word)
