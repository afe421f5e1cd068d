'use client'
/**
 * The interactive map screen's interactive part: map, place search, region list, category tabs and the selected
 * region's cards. The cards are rendered by the server: the first panel (Salalah, first tab) comes with the page
 * (`initial`), any other is asked for when chosen (./actions.ts) and kept, so coming back to it costs nothing.
 * Until it arrives the previous panel stays, marked busy. The selection lives in the address (./useMapSelection.ts).
 */
import { useEffect, useState, type ReactNode } from 'react'
import { useLocale, useTranslations } from 'next-intl'

import { regionPanel } from './actions'
import type { MapFocus } from './LeafletMap'
import { MapTabs } from './MapTabs'
import { MapView } from './MapView'
import { PlaceSearch } from './PlaceSearch'
import type { TileConfig } from './queries'
import { RegionList } from './RegionList'
import { StaticMapView } from './StaticMapView'
import { panelKey } from './panelKey'
import { WILAYATS, type RegionStyle } from './wilayats'
import { zoomFor, type MapHit } from './search'
import { useMapSelection } from './useMapSelection'
import styles from './Map.module.css'

type Props = {
  /** The default selection's panel, rendered by the server (panelKey → cards). */
  initial: { key: string; panel: ReactNode }
  /** The server's first drawing of the map (./StaticMap), until Leaflet replaces it. */
  drawing: ReactNode
  searchItems: readonly MapHit[]
  geocoder: boolean
  tiles: TileConfig
  /** The server's marks of the wilayats under a current alert, for the list of wilayats (./RegionList). */
  regionMarks?: Partial<Record<RegionStyle, ReactNode>>
}

export function MapExplorer({ initial, drawing, searchItems, geocoder, tiles, regionMarks }: Props) {
  const locale = useLocale() === 'ar' ? 'ar' : 'en'
  const t = useTranslations('Map')
  const [selection, update] = useMapSelection()
  const [focus, setFocus] = useState<MapFocus | null>(null)
  const [panels, setPanels] = useState<ReadonlyMap<string, ReactNode>>(() => new Map([[initial.key, initial.panel]]))
  const [lastKey, setLastKey] = useState(initial.key)
  const [failed, setFailed] = useState<string | null>(null)

  function onPick(hit: MapHit) {
    setFocus((f) => ({ lat: hit.lat, lng: hit.lng, zoom: zoomFor(hit), seq: (f?.seq ?? 0) + 1 }))
    if (hit.region) update({ region: hit.region })
  }

  // No region chosen shows Salalah's cards.
  const shown = selection.region ?? WILAYATS[0].style
  const shownRegion = WILAYATS.find((r) => r.style === shown) ?? WILAYATS[0]
  const key = panelKey(shown, selection.tab)
  const ready = panels.has(key)
  if (ready && lastKey !== key) setLastKey(key)

  useEffect(() => {
    if (ready) return
    let current = true
    regionPanel({ region: shown, tab: selection.tab, locale }).then(
      (panel) => setPanels((all) => new Map(all).set(key, panel)),
      () => {
        if (current) setFailed(key)
      },
    )
    return () => {
      current = false
    }
  }, [ready, key, shown, selection.tab, locale])
  return (
    <div className={styles.explorer} data-map-screen>
      <div className={styles.mapColumn}>
        <PlaceSearch items={searchItems} geocoder={geocoder} onPick={onPick} />
        <MapView
          className={styles.tall}
          regions={WILAYATS}
          selected={selection.region}
          onSelect={(region) => update({ region })}
          tiles={tiles}
          focus={focus}
          alerted={Object.keys(regionMarks ?? {}) as RegionStyle[]}
          drawing={
            <StaticMapView selected={selection.region} onSelect={(region) => update({ region })}>
              {drawing}
            </StaticMapView>
          }
        />
      </div>
      <RegionList regions={WILAYATS} current={shown} onSelect={(region) => update({ region })} marks={regionMarks} />
      <section className={styles.cards} aria-labelledby="map-cards-title">
        <h2 id="map-cards-title" className={styles.cardsTitle} data-region={shownRegion.slug}>
          {shownRegion.name[locale]}
        </h2>
        <MapTabs tab={selection.tab} onChange={(tab) => update({ tab })} busy={!ready}>
          {ready ? panels.get(key) : failed === key ? <p role="alert">{t('loadFailed')}</p> : panels.get(lastKey)}
        </MapTabs>
      </section>
    </div>
  )
}
