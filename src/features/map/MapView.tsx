'use client'
/**
 * The only door to Leaflet: `next/dynamic` with `ssr: false` puts Leaflet (and its CSS) in a chunk of its own,
 * fetched when a map is actually rendered. Two ways in:
 * - With the server's first drawing (`drawing`, ./StaticMap: the interactive map page), the map is visible from
 *   the first paint and Leaflet is fetched only when the visitor reaches for it (useReachedFor: a pointer, a touch
 *   or the keyboard's focus on the map's screen; a place searched for), or once the page has loaded when a tile
 *   server is configured (the tiles are the map's content then). Leaflet then replaces the drawing where it stands
 *   (ADR 0033).
 * - Without it (the home page's block, the simple map), the box says the map is loading, and Leaflet is fetched
 *   once the page has loaded and the browser is idle (useAfterLoad), so that its code and its first drawing are
 *   tasks of their own after the page's start-up, not additions to hydration's.
 * Until then the box keeps its size, so nothing shifts.
 */
import dynamic from 'next/dynamic'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

import { useAfterLoad } from '@/lib/useAfterLoad'

import type { LeafletMapProps, MapFocus } from './LeafletMap'
import type { TileConfig } from './queries'
import type { RegionStyle, Wilayat } from './wilayats'
import styles from './Map.module.css'

function Loading() {
  const t = useTranslations('Map')
  return <p className={styles.loading}>{t('loading')}</p>
}

const LeafletMap = dynamic<LeafletMapProps>(() => import('./LeafletMap'), { ssr: false, loading: () => <Loading /> })

type Props = {
  regions: readonly Wilayat[]
  selected: RegionStyle | null
  onSelect: (style: RegionStyle) => void
  tiles: TileConfig
  focus?: MapFocus | null
  className?: string
  /** The server's drawing of these regions (./StaticMap in ./StaticMapView), shown until Leaflet has drawn the map. */
  drawing?: ReactNode
  /** The wilayats under a current alert, hatched on Leaflet's map as on the drawing. */
  alerted?: readonly RegionStyle[]
}

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

/**
 * True once the visitor reaches for anything on the map's screen (`data-map-screen`, else the map's box): a
 * pointer over it, a touch, the keyboard's focus (the place search comes before the map), so that Leaflet is there
 * by the time they use the map. Native listeners, so that only this component renders again, not the screen.
 */
function useReachedFor(box: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [reached, setReached] = useState(false)
  useEffect(() => {
    const screen = box.current?.closest<HTMLElement>('[data-map-screen]') ?? box.current
    if (!watch || reached || !screen) return
    const reach = () => setReached(true)
    for (const type of INTENT) screen.addEventListener(type, reach, { passive: true, once: true })
    return () => {
      for (const type of INTENT) screen.removeEventListener(type, reach)
    }
  }, [box, watch, reached])
  return reached
}

export function MapView({ className, drawing, ...props }: Props) {
  const t = useTranslations('Map')
  const locale = useLocale() === 'ar' ? 'ar' : 'en'
  const loaded = useAfterLoad()
  const [drawn, setDrawn] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const reached = useReachedFor(box, !!drawing)
  const leaflet = drawing ? reached || !!props.focus || (!!props.tiles && loaded) : loaded
  return (
    <div ref={box} className={[styles.map, className].filter(Boolean).join(' ')}>
      {drawing && !drawn ? drawing : null}
      {leaflet ? (
        <LeafletMap
          {...props}
          locale={locale}
          label={t('mapLabel')}
          selectLabel={(name) => t('selectRegion', { name })}
          onDrawn={() => setDrawn(true)}
        />
      ) : drawing ? null : (
        <Loading />
      )}
    </div>
  )
}
