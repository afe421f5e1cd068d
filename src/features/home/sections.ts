/** A home section's items (the blocks find their section with `firstSection`, src/sections/select.ts). */
import type { PageSection, SectionItem } from '@/sections/types'

/** The section's card items, else its slider items: each home section uses one list. */
export function cardsOf(section: PageSection | null): SectionItem[] {
  if (!section) return []
  return section.cardItems?.length ? section.cardItems : (section.sliderItems ?? [])
}
