/**
 * The discover screen's outline: the active sections in order, each with a stable anchor id,
 * and the sidebar entry that names it (the section's first title). Sections with nothing to show are left out, so
 * the sidebar never points at an empty place.
 */
import type { PageSection } from '@/sections/types'
import { itemsOf } from '@/sections/types'

import { activeSections, firstTitle } from '@/sections/select'

export type DiscoverEntry = {
  /** The section's element id, the sidebar link's `#fragment`. */
  anchor: string
  /** The sidebar label; '' when no item has a title (the section shows, the sidebar skips it). */
  title: string
  section: PageSection
}

export const DISCOVER_ANCHOR_PREFIX = 'discover-'

export function discoverEntries(sections: readonly PageSection[] | null | undefined): DiscoverEntry[] {
  return activeSections(sections)
    .filter((section) => itemsOf(section).length > 0)
    .map((section, index) => ({ anchor: `${DISCOVER_ANCHOR_PREFIX}${index + 1}`, title: firstTitle(section), section }))
}
