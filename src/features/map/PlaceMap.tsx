'use client'
/**
 * A small map of one place (an event's venue) with a marker. Leaflet is fetched only when the map comes within
 * a screen of the viewport (as on the home page's map), in a chunk of its own (./PlaceMapLeaflet through
 * next/dynamic, ssr: false), so pages carry no map code until then. Without JavaScript the box is hidden: the
 * page's address and map link, rendered on the server, stand in for it.
 */
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'

import type { PlacePoint } from './place'
import type { PlaceMapLeafletProps } from './PlaceMapLeaflet'
import styles from './PlaceMap.module.css'
import type { TileConfig } from './queries'
import { useNearViewport } from '@/lib/useNearViewport'

function Loading() {
  const t = useTranslations('Map')
  return <p className={styles.loading}>{t('loading')}</p>
}

const PlaceMapLeaflet = dynamic<PlaceMapLeafletProps>(() => import('./PlaceMapLeaflet'), { ssr: false, loading: () => <Loading /> })

export type PlaceMapProps = {
  point: PlacePoint
  /** What the map shows, for assistive technology ("Map of the location of …"). */
  label: string
  tiles: TileConfig
}

export function PlaceMap({ point, label, tiles }: PlaceMapProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  return (
    <div ref={ref} className={styles.placeMap} data-place-map="" data-loaded={near} data-source={point.source}>
      {near ? <PlaceMapLeaflet point={point} label={label} tiles={tiles} /> : null}
    </div>
  )
}
