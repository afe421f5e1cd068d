/**
 * What a row of the CSV stands for: a page as visitors see it. A published page is its published version (its
 * `_status` row in the collection), whatever drafts were saved after it; those are named by `newerDraft` (when the
 * latest was saved) and left to the admin. A page that is not published is its latest draft, the only state it has.
 * Each language is its own: a text missing in one language is '' there, never the other language's text.
 */
import type { Page } from '@/payload-types'

import { LANGS, type ExportPage, type Lang, type Texts } from './model'

export type PageState = {
  id: number
  uniqueUrl: string
  /** The addresses of its published row and of its latest version (a draft may move a page). */
  addresses: string[]
  category: Page['category']
  /** Visitors see it: its published version is what the row holds. */
  live: boolean
  /** When a draft saved after the published version was saved; null when there is none. */
  newerDraft: string | null
  date: string | null
  classification: number | null
  text: Record<Lang, Texts>
}

/** One page read in both languages without fallback: its published row (`main`) and its latest version. */
export type PageReads = { main: Record<Lang, Page>; latest: Record<Lang, Page> }

const texts = (doc: Page): Texts => ({ title: doc.title ?? '', description: doc.description ?? '', location: doc.event?.location ?? '' })
const relationId = (value: Page['classification']) => (typeof value === 'object' ? (value?.id ?? null) : (value ?? null))

export function pageState({ main, latest }: PageReads): PageState {
  const live = main.en._status === 'published'
  const shown = live ? main : latest
  return {
    id: shown.en.id,
    uniqueUrl: shown.en.uniqueUrl,
    addresses: [...new Set([main.en.uniqueUrl, latest.en.uniqueUrl])],
    category: shown.en.category,
    live,
    newerDraft: live && latest.en._status === 'draft' ? latest.en.updatedAt : null,
    date: shown.en.pageDate ? new Date(shown.en.pageDate).toISOString() : null,
    classification: relationId(shown.en.classification),
    text: Object.fromEntries(LANGS.map((lang) => [lang, texts(shown[lang])])) as Record<Lang, Texts>,
  }
}

export function exportPage(page: PageState, classificationKey: (id: number) => string | undefined): ExportPage {
  return {
    uniqueUrl: page.uniqueUrl,
    status: page.live ? 'published' : 'draft',
    date: page.date,
    text: page.text,
    classification: page.classification === null ? null : (classificationKey(page.classification) ?? null),
    newerDraft: page.newerDraft,
  }
}

/** Newest first, undated last; by address among equals, so two exports of one database list rows alike. */
export const byDate = (a: PageState, b: PageState) =>
  (b.date ?? '').localeCompare(a.date ?? '') || a.uniqueUrl.localeCompare(b.uniqueUrl)
