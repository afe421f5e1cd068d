'use client'
/**
 * The server's drawing of the map (./StaticMap) while it is on screen: a wilayat clicked on it is chosen at once,
 * the chosen one is shown as Leaflet will show it, and its names are sorted out as on Leaflet's map (./declutter;
 * until then they are hidden, see Map.module.css). Again when the box or a name changes size (a web font arriving).
 * Only the interactive map page has a drawing, so only its first load carries this.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { declutter, labelOrder } from './declutter'
import { REGION } from './mapStyle'
import { WILAYATS, type RegionStyle } from './wilayats'
import styles from './Map.module.css'

const CHOSEN = `fill-opacity:${REGION.selectedFill};stroke-width:${REGION.selectedWeight}px`

type Props = { selected: RegionStyle | null; onSelect: (style: RegionStyle) => void; children: ReactNode }

export function StaticMapView({ selected, onSelect, children }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [placed, setPlaced] = useState(false)
  const slug = WILAYATS.find((w) => w.style === selected)?.slug

  useEffect(() => {
    const container = box.current
    if (!container) return
    const order = labelOrder(slug)
    let frame = 0
    const run = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        declutter(container, order)
        setPlaced(true)
      })
    }
    // Observing starts with a first call: the first sorting.
    const resized = new ResizeObserver(run)
    resized.observe(container)
    for (const label of container.querySelectorAll('.region-label')) resized.observe(label)
    return () => {
      cancelAnimationFrame(frame)
      resized.disconnect()
    }
  }, [slug])

  return (
    <div
      ref={box}
      className={styles.staticView}
      data-names-placed={placed || undefined}
      onClick={(event) => {
        const chosen = (event.target as Element).closest('[data-region]')?.getAttribute('data-region')
        const wilayat = WILAYATS.find((w) => w.slug === chosen)
        if (wilayat) onSelect(wilayat.style)
      }}
    >
      {slug ? <style>{`[data-static-map] path[data-region="${slug}"]{${CHOSEN}}`}</style> : null}
      {children}
    </div>
  )
}
