'use client'
/**
 * The interactive map screen's interactive part: map, place search, region list, category tabs and the selected
 * region's cards. The cards arrive already rendered by the server (`panels`), so this component only chooses
 * which to show. The selection lives in the address (./useMapSelection.ts).
 */
import { useState, type ReactNode } from 'react'
import { useLocale } from 'next-intl'

import type { MapTab } from '@/lib/content-model'

import type { MapFocus } from './LeafletMap'
import { MapTabs } from './MapTabs'
import { MapView } from './MapView'
import { PlaceSearch } from './PlaceSearch'
import type { TileConfig } from './queries'
import { RegionList } from './RegionList'
import { WILAYATS, type RegionStyle } from './wilayats'
import { zoomFor, type MapHit } from './search'
import { useMapSelection } from './useMapSelection'
import styles from './Map.module.css'

type Props = {
  panels: Record<RegionStyle, Record<MapTab, ReactNode>>
  searchItems: readonly MapHit[]
  geocoder: boolean
  tiles: TileConfig
}

export function MapExplorer({ panels, searchItems, geocoder, tiles }: Props) {
  const locale = useLocale() === 'ar' ? 'ar' : 'en'
  const [selection, update] = useMapSelection()
  const [focus, setFocus] = useState<MapFocus | null>(null)

  function onPick(hit: MapHit) {
    setFocus((f) => ({ lat: hit.lat, lng: hit.lng, zoom: zoomFor(hit), seq: (f?.seq ?? 0) + 1 }))
    if (hit.region) update({ region: hit.region })
  }

  // No region chosen shows Salalah's cards (spec section 4).
  const shown = selection.region ?? WILAYATS[0].style
  const shownRegion = WILAYATS.find((r) => r.style === shown) ?? WILAYATS[0]
  return (
    <div className={styles.explorer}>
      <div className={styles.mapColumn}>
        <PlaceSearch items={searchItems} geocoder={geocoder} onPick={onPick} />
        <MapView
          className={styles.tall}
          regions={WILAYATS}
          selected={selection.region}
          onSelect={(region) => update({ region })}
          tiles={tiles}
          focus={focus}
        />
      </div>
      <RegionList regions={WILAYATS} current={shown} onSelect={(region) => update({ region })} />
      <section className={styles.cards} aria-labelledby="map-cards-title">
        <h2 id="map-cards-title" className={styles.cardsTitle} data-region={shownRegion.slug}>
          {shownRegion.name[locale]}
        </h2>
        <MapTabs tab={selection.tab} onChange={(tab) => update({ tab })}>
          {panels[shown][selection.tab]}
        </MapTabs>
      </section>
    </div>
  )
}
