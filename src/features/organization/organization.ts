/**
 * The organisational structure screen's layout, as pure functions of the page's
 * sections:
 * - blocks: top management cards, team cards and the timeline, each under the title banner of the same rank (the
 *   items of the `Title` sections: the first banner heads the first block, and so on); banners left over still show.
 * - timeline: two columns. `LeftItems` sit at the inline start (the left in English, the right in Arabic) and
 *   `RightItems` at the inline end. Sub-items hang under an item of their column: `LeftSubItems` under the first
 *   left item, `FirstRightSubItems` under the first right item, `SecRightSubItems` under the second. Sub-items whose
 *   item is missing become entries of their own, so nothing an editor wrote disappears.
 */
import type { SectionStyle } from '@/lib/content-model'
import type { PageSection, SectionItem } from '@/sections/types'

import { activeSections, itemsWithStyle } from '@/sections/select'

export type TimelineEntry = { item: SectionItem; subItems: SectionItem[] }
export type Timeline = { start: TimelineEntry[]; end: TimelineEntry[] }

type Sections = readonly PageSection[] | null | undefined

function column(sections: Sections, main: SectionStyle, subs: Array<[SectionStyle, number]>): TimelineEntry[] {
  const entries: TimelineEntry[] = itemsWithStyle(sections, main).map((item) => ({ item, subItems: [] }))
  const orphans: TimelineEntry[] = []
  for (const [style, parent] of subs) {
    const items = itemsWithStyle(sections, style)
    if (items.length === 0) continue
    if (entries[parent]) entries[parent].subItems.push(...items)
    else orphans.push(...items.map((item) => ({ item, subItems: [] })))
  }
  return [...entries, ...orphans]
}

export function buildTimeline(sections: Sections): Timeline {
  return {
    start: column(sections, 'LeftItems', [['LeftSubItems', 0]]),
    end: column(sections, 'RightItems', [['FirstRightSubItems', 0], ['SecRightSubItems', 1]]),
  }
}

export const TIMELINE_STYLES: ReadonlySet<SectionStyle> = new Set([
  'LeftItems',
  'LeftSubItems',
  'RightItems',
  'FirstRightSubItems',
  'SecRightSubItems',
])

export type OrganizationBlock =
  | { kind: 'management'; banner?: SectionItem; items: SectionItem[] }
  | { kind: 'team'; banner?: SectionItem; items: SectionItem[] }
  | { kind: 'timeline'; banner?: SectionItem; timeline: Timeline }
  | { kind: 'banner'; banner: SectionItem }

export function organizationBlocks(sections: Sections): OrganizationBlock[] {
  const active = activeSections(sections)
  const banners = itemsWithStyle(active, 'Title').filter((item) => item.title?.trim())
  const order: Array<'management' | 'team' | 'timeline'> = []
  for (const section of active) {
    const kind =
      section.style === 'Topmanagment' ? 'management'
      : section.style === 'OrganizeTeam' ? 'team'
      : TIMELINE_STYLES.has(section.style) ? 'timeline'
      : null
    if (kind && !order.includes(kind)) order.push(kind)
  }
  const blocks: OrganizationBlock[] = []
  for (const kind of order) {
    const banner = banners[blocks.length]
    if (kind === 'timeline') {
      const timeline = buildTimeline(active)
      if (timeline.start.length + timeline.end.length > 0) blocks.push({ kind, banner, timeline })
      continue
    }
    const items = itemsWithStyle(active, kind === 'management' ? 'Topmanagment' : 'OrganizeTeam')
    if (items.length > 0) blocks.push({ kind, banner, items })
  }
  for (const banner of banners.slice(blocks.length)) blocks.push({ kind: 'banner', banner })
  return blocks
}
