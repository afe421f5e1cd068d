/**
 * Picking a screen's sections by style. Visitors only ever receive active sections (the Pages collection filters
 * the rest); the `isActive` check here keeps staff previews and tests honest too. Order is the list's order (the
 * spec's orderNum).
 */
import type { SectionStyle } from '@/lib/content-model'
import { itemsOf, type PageSection, type SectionItem } from '@/sections/types'

type Sections = readonly PageSection[] | null | undefined

export function activeSections(sections: Sections): PageSection[] {
  return (sections ?? []).filter((section) => section.isActive !== false)
}

export function sectionsWithStyle(sections: Sections, style: SectionStyle): PageSection[] {
  return activeSections(sections).filter((section) => section.style === style)
}

/** Every item (slider items, then card items) of every active section of this style, in order. */
export function itemsWithStyle(sections: Sections, style: SectionStyle): SectionItem[] {
  return sectionsWithStyle(sections, style).flatMap(itemsOf)
}

/** The first title among a section's items, trimmed; '' when none has one. */
export function firstTitle(section: PageSection): string {
  return itemsOf(section).find((item) => item.title?.trim())?.title?.trim() ?? ''
}
