'use client'
/**
 * A wilayat's name on the map, beside its seat (./labels). A marker with a DOM icon rather than a Leaflet tooltip:
 * a tooltip measures itself (offsetWidth) each time it is placed, so ten names meant ten forced layouts of the
 * whole page inside the map's first drawing, about a third of it on a phone. Here the name is placed by CSS from
 * its anchor point (`data-side`), which needs no measuring. The name only repeats the shape's accessible name, so
 * it is hidden from assistive technology; the list beside the map names every wilayat.
 */
import { divIcon } from 'leaflet'
import { useMemo } from 'react'
import { Marker } from 'react-leaflet'

import { labelClass } from './declutter'
import type { LabelPlacement } from './labels'

export function RegionLabel({ slug, name, placement }: { slug: string; name: string; placement: LabelPlacement }) {
  const [lat, lng] = placement.at
  const position = useMemo((): [number, number] => [lat, lng], [lat, lng])
  const icon = useMemo(() => {
    const label = document.createElement('span')
    label.className = `region-label ${labelClass(slug)}`
    label.dataset.side = placement.direction
    label.setAttribute('aria-hidden', 'true')
    label.textContent = name
    return divIcon({ html: label, className: 'region-label-anchor', iconSize: [0, 0] })
  }, [slug, name, placement.direction])
  return <Marker position={position} icon={icon} interactive={false} keyboard={false} pane="tooltipPane" />
}
