/**
 * Marks the words of an original text that a search matched, as segments the UI wraps in <mark> itself (no
 * HTML strings, so nothing here can inject markup). Words are compared in normalised form, so the term "صلاله"
 * marks "صلالة", "بصلالة" and "الصلالة" as they are written, and "beach" marks "Beaches".
 *
 * `terms` are normally a result's `matches`; a raw query works too ("الخريف", "Salalah" on the Arabic site),
 * because each term is normalised, stripped of its article or clitics, stemmed and transliterated into
 * `locale`'s script.
 */
import type { Locale } from '@/i18n/locales'

import { stripArticle, stripClitics } from './arabic'
import { stemEnglish } from './english'
import { isArabicWord, isLatinWord, tokenize, wordSpans } from '@/lib/text/normalize'
import { matchableForms } from './terms'
import { transliterate } from './transliteration'

export type HighlightSegment = { text: string; match: boolean }

function termForms(terms: readonly string[], locale: Locale): Set<string> {
  const forms = new Set<string>()
  for (const word of terms.flatMap(tokenize)) {
    for (const form of [word, ...transliterate(word, locale)]) {
      forms.add(form)
      if (isArabicWord(form)) {
        const bare = stripArticle(form) ?? stripClitics(form, 4)
        if (bare) forms.add(bare)
      } else if (isLatinWord(form)) {
        forms.add(stemEnglish(form))
      }
    }
  }
  return forms
}

export function highlight(text: string, terms: readonly string[], locale: Locale): HighlightSegment[] {
  const wanted = termForms(terms, locale)
  const segments: HighlightSegment[] = []
  const push = (part: string, match: boolean) => {
    if (!part) return
    const last = segments[segments.length - 1]
    if (last && !last.match && !match) last.text += part
    else segments.push({ text: part, match })
  }
  let cursor = 0
  if (wanted.size > 0) {
    for (const { start, end, word } of wordSpans(text)) {
      if (!matchableForms(word).some((form) => wanted.has(form))) continue
      push(text.slice(cursor, start), false)
      push(text.slice(start, end), true)
      cursor = end
    }
  }
  push(text.slice(cursor), false)
  return segments
}
