/**
 * The FAQ screen's questions (section QuestionItems: title = question, rich text or description = answer) and
 * their schema.org FAQPage data. Items without a question or without an answer are left out of both: an
 * accordion button that opens nothing helps nobody, and search engines reject empty answers.
 */
import type { PageSection, SectionItem } from '@/sections/types'

import { itemsWithStyle } from '@/sections/select'

export type FaqQuestion = { question: string; item: SectionItem }

export function faqQuestions(sections: readonly PageSection[] | null | undefined, hasAnswer: (item: SectionItem) => boolean) {
  return itemsWithStyle(sections, 'QuestionItems')
    .map((item) => ({ question: item.title?.trim() ?? '', item }))
    .filter((entry): entry is FaqQuestion => entry.question !== '' && hasAnswer(entry.item))
}

/**
 * schema.org FAQPage as JSON, safe inside a <script> (a "</script>" in an answer cannot close it). Answers are
 * the already sanitised HTML: Google reads a small set of tags (links, lists, paragraphs) in `Answer.text`.
 */
export function faqJsonLd(entries: Array<{ question: string; answerHtml: string }>, url: string, locale: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: locale,
    mainEntity: entries.map(({ question, answerHtml }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answerHtml },
    })),
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
