/**
 * Benchmark queries as visitors type them: exact words, two-word phrases, unfinished words (prefix), words with a
 * typo, place names in the other script (transliterated), and for Arabic words with the article or a clitic.
 */
import { randomGenerator, randomWord, queryWords, type Lang, type Random } from './corpus'

export type QueryKind = 'exact' | 'two words' | 'prefix' | 'typo' | 'transliterated' | 'clitic' | 'no match'
export type BenchQuery = { kind: QueryKind; term: string }

const NAMES = {
  en: ['Salalah', 'Mirbat', 'Taqah', 'Khareef', 'Dhofar', 'frankincense', 'Sadah', 'Thumrait', 'Rakhyut', 'Darbat'],
  ar: ['صلالة', 'مرباط', 'طاقة', 'الخريف', 'ظفار', 'اللبان', 'سدح', 'ثمريت', 'رخيوت', 'دربات'],
}
const CLITICS = ['ال', 'و', 'وال', 'ب', 'بال', 'ل', 'لل']

function typo(random: Random, word: string): string {
  const at = 1 + random.int(word.length - 2)
  const edits = [
    () => word.slice(0, at) + word.slice(at + 1), // a letter missing
    () => word.slice(0, at) + word[at - 1] + word.slice(at), // a letter doubled
    () => word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1), // two letters swapped
  ]
  return random.pick(edits)()
}

function query(random: Random, lang: Lang, kind: QueryKind, words: string[]): string {
  const long = () => {
    for (;;) {
      const word = random.pick(words)
      if (word.length >= 5) return word
    }
  }
  switch (kind) {
    case 'exact':
      return random.pick(words)
    case 'two words':
      return `${random.pick(words)} ${random.pick(words)}`
    case 'prefix':
      return long().slice(0, 3 + random.int(2))
    case 'typo':
      return typo(random, long())
    case 'transliterated':
      return random.pick(NAMES[lang === 'en' ? 'ar' : 'en'])
    case 'clitic':
      return `${random.pick(CLITICS)}${random.pick(words)}`
    case 'no match':
      return randomWord(random, lang) + randomWord(random, lang)
  }
}

/** `count` queries for `lang`, mixed in fixed proportions. */
export function benchQueries(lang: Lang, count: number): BenchQuery[] {
  const random = randomGenerator(lang === 'ar' ? 4242 : 2424)
  const words = queryWords(lang)
  const mix: [QueryKind, number][] = [
    ['exact', 0.3], ['two words', 0.15], ['prefix', 0.15], ['typo', 0.15], ['transliterated', 0.1],
    [lang === 'ar' ? 'clitic' : 'exact', 0.1], ['no match', 0.05],
  ]
  return mix.flatMap(([kind, share]) =>
    Array.from({ length: Math.round(count * share) }, () => ({ kind, term: query(random, lang, kind, words) })),
  )
}
