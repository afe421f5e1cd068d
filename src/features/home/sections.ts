/** How each home block finds its CMS section (the blocks' order is in ./blocks.ts). */
import type { SectionStyle } from '@/lib/content-model'
import type { Page } from '@/payload-types'
import type { PageSection, SectionItem } from '@/sections/types'
import { firstSection } from '@/sections/select'

/** The first active section of `style` on the page (inactive ones never reach visitors anyway). */
export const sectionOf = (page: Pick<Page, 'sections'>, style: SectionStyle): PageSection | null => firstSection(page.sections, style)

/** The section's card items, else its slider items: each home section uses one list. */
export function cardsOf(section: PageSection | null): SectionItem[] {
  if (!section) return []
  return section.cardItems?.length ? section.cardItems : (section.sliderItems ?? [])
}
