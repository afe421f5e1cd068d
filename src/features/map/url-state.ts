/**
 * The interactive map's selection in the address (`?region=Taqah&tab=heritage`), so a view can be shared and
 * survives a reload. Read on the client only: the page is static, and reading searchParams on the server would
 * make it dynamic (docs/decisions/0003). Unknown values are ignored rather than rejected: an old link still opens.
 */
import { MAP_TABS, type MapTab } from '@/lib/content-model'

import { WILAYATS, type RegionStyle } from './wilayats'

export type MapSelection = { region: RegionStyle | null; tab: MapTab }

export const DEFAULT_SELECTION: MapSelection = { region: null, tab: MAP_TABS[0] }

const key = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '')

/** A region from its slug ("Al-Mazyunah"), in any case, or from its style key ("MashunRegion"). */
export function regionFromParam(value: string | null | undefined): RegionStyle | null {
  if (!value) return null
  const wanted = key(value)
  const match = WILAYATS.find((r) => key(r.slug) === wanted || key(r.style) === wanted || key(r.style) === `${wanted}region`)
  return match?.style ?? null
}

export function parseSelection(search: string): MapSelection {
  const params = new URLSearchParams(search)
  const tab = params.get('tab')
  return {
    region: regionFromParam(params.get('region')),
    tab: (MAP_TABS as readonly string[]).includes(tab ?? '') ? (tab as MapTab) : DEFAULT_SELECTION.tab,
  }
}

/** The query string for a selection, keeping any other parameters; defaults are left out. */
export function selectionSearch(selection: MapSelection, current = ''): string {
  const params = new URLSearchParams(current)
  const slug = WILAYATS.find((r) => r.style === selection.region)?.slug
  if (slug) params.set('region', slug)
  else params.delete('region')
  if (selection.tab !== DEFAULT_SELECTION.tab) params.set('tab', selection.tab)
  else params.delete('tab')
  const text = params.toString()
  return text ? `?${text}` : ''
}
