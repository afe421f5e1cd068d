/** What every section renderer receives: one section of a page (already filtered to active ones for visitors). */
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

export type PageSection = NonNullable<Page['sections']>[number]
export type SectionItem = NonNullable<PageSection['cardItems']>[number]

export type SectionProps = {
  section: PageSection
  locale: Locale
  /** Position on the page, from 0: renderers use it for anchors and heading levels. */
  index: number
}

/** The section's items in display order: its slider items, then its card items. */
export function itemsOf(section: PageSection): SectionItem[] {
  return [...(section.sliderItems ?? []), ...(section.cardItems ?? [])]
}
