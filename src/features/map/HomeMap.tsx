'use client'
/**
 * The home page's map block (500px high, spec section 9). The page is long and most visitors never scroll to
 * the map, so Leaflet is fetched only when the block comes within a screen of the viewport; until then (and
 * without JavaScript) the region list shows.
 */
import { useEffect, useRef, useState } from 'react'

import type { TileConfig } from './queries'
import { RegionMap } from './RegionMap'

export function HomeMap({ tiles }: { tiles: TileConfig }) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div ref={ref} data-map-block data-loaded={near}>
      <RegionMap tiles={tiles} showMap={near} />
    </div>
  )
}
