/**
 * A page read in one language (Local API, depth 1) → the document the index takes. The body is what a visitor
 * reads on the page: the rich content, the texts of the active sections' items (inactive ones never reach an
 * anonymous read) and the event and season details.
 */
import type { PageCategory } from '@/lib/content-model'
import { activeSections } from '@/sections/select'

import type { SearchDocument } from './engine'

type Text = string | null | undefined
type MediaRef = number | { id: number; url?: string | null } | null | undefined
type Item = { title?: Text; subTitle?: Text; description?: Text; text?: unknown; image?: number | { url?: string | null } | null }

export type IndexablePage = {
  id: number
  uniqueUrl: string
  category: PageCategory
  title?: Text
  description?: Text
  content?: unknown
  seoTitle?: Text
  seoDesc?: Text
  image?: MediaRef
  sections?: { isActive?: boolean | null; sliderItems?: Item[] | null; cardItems?: Item[] | null }[] | null
  event?: { location?: Text; dateNote?: Text; suitableFor?: { label?: Text }[] | null } | null
  season?: { tags?: { label?: Text }[] | null; activities?: Item[] | null } | null
}

type LexicalNode = { type?: string; text?: unknown; children?: unknown }

/** Block-level Lexical nodes end a line, so words of two paragraphs are never glued together. */
const INLINE = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

function collectText(node: LexicalNode, out: string[]): void {
  if (typeof node.text === 'string') out.push(node.text)
  if (Array.isArray(node.children)) for (const child of node.children) collectText(child as LexicalNode, out)
  if (node.type && !INLINE.has(node.type)) out.push('\n')
  else if (node.type === 'linebreak' || node.type === 'tab') out.push(' ')
}

/**
 * Lexical rich text (or an HTML string) as plain text. A small walk rather than Payload's converters: this module
 * also runs in the benchmark, a plain Node script, where importing the rich-text package deadlocks (ADR 0001).
 */
export function richTextToPlainText(value: unknown): string {
  if (typeof value === 'string') return value.replace(/<[^>]*>/g, ' ')
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  const out: string[] = []
  collectText((value as { root: LexicalNode }).root, out)
  return out.join('').replace(/[ \t]*\n\s*/g, '\n').trim()
}

const join = (parts: unknown[]) =>
  parts
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join('\n')

const itemText = (item: Item) => join([item.title, item.subTitle, item.description, richTextToPlainText(item.text)])

export function toSearchDocument(page: IndexablePage): SearchDocument {
  const items = activeSections(page.sections).flatMap((s) => [...(s.sliderItems ?? []), ...(s.cardItems ?? [])])
  const event = page.event
  const season = page.season
  const image = typeof page.image === 'object' && page.image ? page.image : null
  // A page without a picture of its own is shown with its first section picture.
  const sectionImage = items.map((item) => item.image).find((img) => typeof img === 'object' && img !== null && Boolean(img.url))
  const fallback = typeof sectionImage === 'object' && sectionImage ? sectionImage : null
  return {
    id: page.id,
    uniqueUrl: page.uniqueUrl,
    category: page.category,
    title: page.title?.trim() ?? '',
    description: page.description?.trim() ?? '',
    seo: join([page.seoTitle, page.seoDesc]),
    body: join([
      richTextToPlainText(page.content),
      ...items.map(itemText),
      event?.location,
      event?.dateNote,
      ...(event?.suitableFor ?? []).map((s) => s.label),
      ...(season?.tags ?? []).map((t) => t.label),
      ...(season?.activities ?? []).map(itemText),
    ]),
    imageId: image ? image.id : typeof page.image === 'number' ? page.image : null,
    imageUrl: image?.url ?? fallback?.url ?? null,
  }
}
