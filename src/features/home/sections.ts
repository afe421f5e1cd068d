/**
 * The home page's blocks: the spec's order (section 1) and how each CMS section is found. The order is fixed by
 * the spec, not by the editor's section order: the CMS supplies each block's content, the page its place.
 */
import type { SectionStyle } from '@/lib/content-model'
import type { Page } from '@/payload-types'
import type { PageSection, SectionItem } from '@/sections/types'

export const HOME_BLOCKS = [
  'slider',
  'governorate',
  'about',
  'welcome',
  'discover',
  'economy',
  'seasons',
  'events',
  'gallery',
  'map',
  'adventures',
  'sponsors',
  'news',
] as const
export type HomeBlock = (typeof HOME_BLOCKS)[number]

/** The first active section of `style` on the page (inactive ones never reach visitors anyway). */
export function sectionOf(page: Pick<Page, 'sections'>, style: SectionStyle): PageSection | null {
  return (page.sections ?? []).find((section) => section.style === style && section.isActive !== false) ?? null
}

/** The section's card items, else its slider items: each home section uses one list. */
export function cardsOf(section: PageSection | null): SectionItem[] {
  if (!section) return []
  return section.cardItems?.length ? section.cardItems : (section.sliderItems ?? [])
}
