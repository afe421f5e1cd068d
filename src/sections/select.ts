/**
 * The one way a screen picks its sections: by style, active ones only, in the editors' order. Visitors
 * only ever receive active sections (the Pages collection filters the rest); the `isActive` check here keeps staff
 * previews and tests honest too.
 */
import type { SectionStyle } from '@/lib/content-model'

import { itemsOf, type PageSection, type SectionItem } from './types'

type Sections = readonly PageSection[] | null | undefined
type Styles = SectionStyle | readonly SectionStyle[]

const matches = (styles: Styles) => (section: PageSection) =>
  typeof styles === 'string' ? section.style === styles : styles.includes(section.style as SectionStyle)

/** The active sections, in order (any section-like shape: the search index reads plain objects too). */
export function activeSections<S extends { isActive?: boolean | null }>(sections: readonly S[] | null | undefined): S[] {
  return (sections ?? []).filter((section) => section.isActive !== false)
}

/** The active sections of these styles, in order. */
export function sectionsWithStyle(sections: Sections, styles: Styles): PageSection[] {
  return activeSections(sections).filter(matches(styles))
}

/** The active sections of any other style, in order (what a screen leaves to RenderSections). */
export function sectionsWithout(sections: Sections, styles: Styles): PageSection[] {
  const excluded = matches(styles)
  return activeSections(sections).filter((section) => !excluded(section))
}

/** The first active section of this style, or null. */
export function firstSection(sections: Sections, style: SectionStyle): PageSection | null {
  return sectionsWithStyle(sections, style)[0] ?? null
}

/** Every item (slider items, then card items) of every active section of this style, in order. */
export function itemsWithStyle(sections: Sections, style: SectionStyle): SectionItem[] {
  return sectionsWithStyle(sections, style).flatMap(itemsOf)
}

/** The first title among a section's items, trimmed; '' when none has one. */
export function firstTitle(section: PageSection): string {
  return itemsOf(section).find((item) => item.title?.trim())?.title?.trim() ?? ''
}
