'use client'
/**
 * A map of some wilayats with the region list beside it, without tabs or search: the simple map page
 * (`/mapLeaflet`, Salalah and Mirbat) and the home page's map block. Selection here is local (not in the URL).
 */
import { useState } from 'react'

import { MapView } from './MapView'
import type { TileConfig } from './queries'
import { RegionList } from './RegionList'
import { REGIONS, type RegionStyle } from './regions'
import styles from './Map.module.css'

export type RegionMapProps = {
  /** Which wilayats to draw (default all ten). */
  only?: readonly RegionStyle[]
  tiles: TileConfig
  /** Load the map (and Leaflet) now; false keeps the server-rendered list only, for HomeMap's lazy loading. */
  showMap?: boolean
  className?: string
}

export function RegionMap({ only, tiles, showMap = true, className }: RegionMapProps) {
  const regions = only ? REGIONS.filter((r) => only.includes(r.style)) : REGIONS
  const [selected, setSelected] = useState<RegionStyle | null>(null)
  return (
    <div className={[styles.explorer, styles.simple].join(' ')}>
      <div className={styles.mapColumn}>
        {showMap ? (
          <MapView className={className} regions={regions} selected={selected} onSelect={setSelected} tiles={tiles} />
        ) : (
          <div className={[styles.map, className].filter(Boolean).join(' ')} />
        )}
      </div>
      <RegionList regions={regions} current={selected ?? regions[0].style} onSelect={setSelected} />
    </div>
  )
}
