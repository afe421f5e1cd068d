'use client'
/**
 * A map of some wilayats with the region list beside it, without tabs or search: the simple map page
 * (`/mapLeaflet`, Salalah and Mirbat) and the home page's map block. Selection here is local (not in the URL).
 */
import { useState, type ReactNode } from 'react'

import type { MapFocus } from './LeafletMap'
import styles from './Map.module.css'
import { MapView } from './MapView'
import type { TileConfig } from './queries'
import { RegionList } from './RegionList'
import { RegionPlaces } from './RegionPlaces'
import { WILAYATS, type RegionStyle } from './wilayats'
import type { MapHit } from './search'

export type RegionMapProps = {
  /** Which wilayats to draw (default all ten). */
  only?: readonly RegionStyle[]
  tiles: TileConfig
  /** Load the map (and Leaflet) now; false keeps the server-rendered list only, for HomeMap's lazy loading. */
  showMap?: boolean
  className?: string
  /** Named places: when given, the chosen wilayat's places are listed under the map (the simple map page). */
  places?: readonly MapHit[]
  /** The server's marks of the wilayats under a current alert (./RegionList). */
  regionMarks?: Partial<Record<RegionStyle, ReactNode>>
  /** The server's words for the places' conditions and alerts, by search id (./RegionPlaces). */
  placeMarks?: Readonly<Record<string, ReactNode>>
}

export function RegionMap({ only, tiles, showMap = true, className, places, regionMarks, placeMarks }: RegionMapProps) {
  const regions = only ? WILAYATS.filter((r) => only.includes(r.style)) : WILAYATS
  const [selected, setSelected] = useState<RegionStyle | null>(null)
  const [focus, setFocus] = useState<MapFocus | null>(null)
  const shown = regions.find((r) => r.style === selected) ?? regions[0]
  return (
    <div className={[styles.explorer, styles.simple].join(' ')}>
      <div className={styles.mapColumn}>
        {showMap ? (
          <MapView
            className={className}
            regions={regions}
            selected={selected}
            onSelect={setSelected}
            tiles={tiles}
            focus={focus}
          />
        ) : (
          <div className={[styles.map, className].filter(Boolean).join(' ')} />
        )}
      </div>
      <RegionList regions={regions} current={selected ?? regions[0].style} onSelect={setSelected} marks={regionMarks} />
      {places ? (
        <RegionPlaces
          region={shown}
          places={places}
          marks={placeMarks}
          onPick={(place) => setFocus((f) => ({ lat: place.lat, lng: place.lng, zoom: 13, seq: (f?.seq ?? 0) + 1 }))}
        />
      ) : null}
    </div>
  )
}
