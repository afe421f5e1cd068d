'use client'
/**
 * The home page's map block (500px high). The page is long and most visitors never scroll to
 * the map, so Leaflet is fetched only when the block comes within a screen of the viewport; until then (and
 * without JavaScript) the region list shows.
 */
import type { TileConfig } from './queries'
import { RegionMap } from './RegionMap'
import { useNearViewport } from '@/lib/useNearViewport'

export function HomeMap({ tiles }: { tiles: TileConfig }) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  return (
    <div ref={ref} data-map-block data-loaded={near}>
      <RegionMap tiles={tiles} showMap={near} />
    </div>
  )
}
