/**
 * QuestionItems (FAQ page): the questions as an accordion in which one answer is open at a time. The answers
 * (sanitised rich text) are rendered here on the server and handed to the accordion island.
 */
import { RichText } from '@/components/ui/RichText'
import { faqQuestions } from '@/features/faq'
import { richTextToHtml } from '@/lib/rich-text'

import type { SectionItem, SectionProps } from '../types'

import { FaqAccordion } from './FaqAccordion'

/** An item answers its question when its rich text or its plain description has something in it. */
export function hasAnswer(item: SectionItem): boolean {
  return richTextToHtml(item.text).trim() !== '' || Boolean(item.description?.trim())
}

export function QuestionItems({ section, index }: SectionProps) {
  const questions = faqQuestions([section], hasAnswer)
  if (questions.length === 0) return null
  return (
    <FaqAccordion
      name={`faq-${index + 1}`}
      items={questions.map(({ question, item }, i) => ({
        key: item.id ?? String(i),
        question,
        answer: item.text && richTextToHtml(item.text).trim() ? <RichText value={item.text} /> : <p>{item.description}</p>,
      }))}
    />
  )
}
