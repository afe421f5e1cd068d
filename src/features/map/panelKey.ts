import type { MapTab } from '@/lib/content-model'

import type { RegionStyle } from './wilayats'

/** The key of a region's panel for a tab, in the explorer's cache of panels it has received. */
export const panelKey = (region: RegionStyle, tab: MapTab) => `${region}/${tab}`
