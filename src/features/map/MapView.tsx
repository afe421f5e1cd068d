'use client'
/**
 * The only door to Leaflet: `next/dynamic` with `ssr: false` puts Leaflet (and its CSS) in a chunk of its own,
 * fetched when a map is actually rendered. Two ways in:
 * - With the server's first drawing (`drawing`, ./StaticMap: the interactive map page), the map is visible from
 *   the first paint and Leaflet is fetched only when the visitor reaches for it (`wanted`: a pointer, a touch or
 *   the keyboard's focus on the map's screen, a place searched for), or once the page has loaded when a tile
 *   server is configured (the tiles are the map's content then). A wilayat clicked on the drawing is chosen at
 *   once. Leaflet then replaces the drawing where it stands (ADR 0033).
 * - Without it (the home page's block, the simple map), the box says the map is loading, and Leaflet is fetched
 *   once the page has loaded and the browser is idle (useAfterLoad), so that its code and its first drawing are
 *   tasks of their own after the page's start-up, not additions to hydration's.
 * Until then the box keeps its size, so nothing shifts.
 */
import dynamic from 'next/dynamic'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react'

import { useAfterLoad } from '@/lib/useAfterLoad'

import { declutter, LABEL_PRIORITY } from './declutter'
import type { LeafletMapProps, MapFocus } from './LeafletMap'
import type { TileConfig } from './queries'
import { WILAYATS, type RegionStyle, type Wilayat } from './wilayats'
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
  /** The server's first drawing of these regions (./StaticMap), shown until Leaflet has drawn the map. */
  drawing?: ReactNode
  /** The visitor has reached for the map: fetch Leaflet now (only with `drawing`). */
  wanted?: boolean
}

export function MapView({ className, drawing, wanted = false, ...props }: Props) {
  const t = useTranslations('Map')
  const locale = useLocale() === 'ar' ? 'ar' : 'en'
  const loaded = useAfterLoad()
  const [drawn, setDrawn] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const namesPlaced = useDrawingNames(box, drawing && !drawn ? props.selected : undefined)
  const leaflet = drawing ? wanted || !!props.focus || (!!props.tiles && loaded) : loaded
  const slug = WILAYATS.find((w) => w.style === props.selected)?.slug

  function choose(event: MouseEvent) {
    const slug = (event.target as Element).closest('[data-static-map] [data-region]')?.getAttribute('data-region')
    const chosen = WILAYATS.find((w) => w.slug === slug)
    if (chosen) props.onSelect(chosen.style)
  }

  return (
    <div
      ref={box}
      className={[styles.map, className].filter(Boolean).join(' ')}
      data-names-placed={namesPlaced || undefined}
      onClick={drawing && !drawn ? choose : undefined}
    >
      {drawing && !drawn ? (
        <>
          {/* The chosen wilayat on the drawing, as Leaflet will show it. */}
          {slug ? (
            <style>{`[data-static-map] path[data-region="${slug}"]{fill-opacity:0.7;stroke-width:3px}`}</style>
          ) : null}
          {drawing}
        </>
      ) : null}
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

/**
 * Sorts out the drawing's names once scripts run (before that they are hidden; ./Map.module.css): the names that
 * would overlap a more important one give way, as on Leaflet's map (./labels). Again when the box or a name
 * changes size (a web font arriving). `selected` undefined: no drawing, nothing to do.
 */
function useDrawingNames(box: RefObject<HTMLDivElement | null>, selected: RegionStyle | null | undefined) {
  const [placed, setPlaced] = useState(false)
  const active = selected !== undefined
  useEffect(() => {
    const container = box.current
    if (!active || !container) return
    const first = WILAYATS.find((w) => w.style === selected)?.slug
    const order = first ? [first, ...LABEL_PRIORITY.filter((slug) => slug !== first)] : LABEL_PRIORITY
    let frame = 0
    const run = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        declutter(container, order)
        setPlaced(true)
      })
    }
    const resized = new ResizeObserver(run)
    resized.observe(container)
    for (const label of container.querySelectorAll('.region-label')) resized.observe(label)
    return () => {
      cancelAnimationFrame(frame)
      resized.disconnect()
    }
  }, [box, active, selected])
  return placed
}
