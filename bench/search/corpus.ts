/**
 * A synthetic bilingual site for the search benchmark: pages written from the seed's own sentences and words
 * (so the Arabic has its real clitics, plurals and place names) mixed with random words (so the vocabulary grows
 * as a real archive's would). Deterministic: the same seed number gives the same site and the same queries.
 */
import type { IndexablePage } from '@/features/search/document'
import { tokenize } from '@/lib/text/normalize'
import { PAGE_CATEGORIES } from '@/lib/content-model'
import { seedPages } from '@/seed/data'
import type { L } from '@/seed/types'

export type Lang = 'en' | 'ar'

/** mulberry32: a tiny seeded random generator. */
export function randomGenerator(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]
  return { next, int, pick }
}
export type Random = ReturnType<typeof randomGenerator>

const texts = (pick: (page: (typeof seedPages)[number]) => (L | undefined)[], lang: Lang) =>
  seedPages.flatMap(pick).flatMap((text) => (text ? [text[lang]] : []))

function vocabulary(lang: Lang) {
  const titles = texts((p) => [p.title, ...(p.sections ?? []).flatMap((s) => [...(s.cards ?? []), ...(s.slider ?? [])].map((i) => i.title))], lang)
  const prose = texts((p) => [p.description, p.content, ...(p.sections ?? []).flatMap((s) => [...(s.cards ?? []), ...(s.slider ?? [])].flatMap((i) => [i.description, i.text]))], lang)
  const sentences = prose
    .flatMap((text) => text.replace(/[*#[\]()]/g, ' ').split(/(?<=[.!?؟])\s+|\n+/u))
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4)
  const words = [...new Set(prose.concat(titles).flatMap((t) => t.split(/[\s,.;:!?()،؛؟*#[\]]+/u)).filter((w) => w.length >= 3))]
  return { titles, sentences, words }
}

export const vocab = { en: vocabulary('en'), ar: vocabulary('ar') }

const LETTERS = { en: 'abcdefghijklmnopqrstuvwxyz', ar: 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي' }

/** A made-up word: archives are full of names, terms and typos the seed never used. */
export function randomWord(random: Random, lang: Lang): string {
  const letters = LETTERS[lang]
  const length = 3 + random.int(6)
  return Array.from({ length }, () => letters[random.int(letters.length)]).join('')
}

function paragraph(random: Random, lang: Lang): string {
  const parts: string[] = []
  for (let i = 0, n = 2 + random.int(4); i < n; i += 1) {
    if (random.next() < 0.7) parts.push(random.pick(vocab[lang].sentences))
    else parts.push(Array.from({ length: 6 + random.int(10) }, () => (random.next() < 0.6 ? random.pick(vocab[lang].words) : randomWord(random, lang))).join(' '))
  }
  return parts.join(' ')
}

function title(random: Random, lang: Lang): string {
  const base = random.pick(vocab[lang].titles)
  return random.next() < 0.5 ? `${base} ${random.pick(vocab[lang].words)} ${randomWord(random, lang)}` : base
}

/** Page `id` in one language, as the index receives it from a Local API read. */
export function benchPage(id: number, lang: Lang): IndexablePage {
  const random = randomGenerator(id * 7919 + (lang === 'ar' ? 1 : 0))
  const body = Array.from({ length: 2 + random.int(6) }, () => paragraph(random, lang)).join('\n\n')
  return {
    id,
    uniqueUrl: `bench-page-${id}`,
    category: random.pick(PAGE_CATEGORIES),
    title: title(random, lang),
    description: random.pick(vocab[lang].sentences),
    seoTitle: title(random, lang),
    seoDesc: random.pick(vocab[lang].sentences),
    content: body,
    image: { id: id % 500, url: `/api/media/file/bench-${id % 500}.webp` },
    sections: [{ cardItems: [{ title: title(random, lang), description: paragraph(random, lang) }] }],
  }
}

/** Normalised words of the corpus, for building queries. */
export const queryWords = (lang: Lang) => vocab[lang].words.filter((w) => tokenize(w).length === 1)
