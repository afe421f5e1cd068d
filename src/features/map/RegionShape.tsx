'use client'
/**
 * One wilayat on the map: semi-transparent red, fill 0.5 while hovered or focused, 0.7 when selected.
 * Each shape is also a keyboard button (Tab to it, Enter or Space selects), so the map itself is
 * usable without a pointer; the region list beside the map is the other, simpler way.
 */
import type { Polygon as LeafletPolygon } from 'leaflet'
import { useEffect, useMemo, useRef } from 'react'
import { Polygon } from 'react-leaflet'

import { mutable } from './geometry'
import { REGION } from './mapStyle'
import type { Region } from './regions'

type Props = {
  region: Region
  label: string
  selected: boolean
  hovered: boolean
  onHover: (on: boolean) => void
  onSelect: () => void
}

export function RegionShape({ region, label, selected, hovered, onHover, onSelect }: Props) {
  const ref = useRef<LeafletPolygon>(null)
  const handlers = useRef({ onHover, onSelect })
  useEffect(() => {
    handlers.current = { onHover, onSelect }
  })

  useEffect(() => {
    const path = ref.current?.getElement()
    if (!path) return
    path.setAttribute('tabindex', '0')
    path.setAttribute('role', 'button')
    path.setAttribute('data-region', region.slug)
    const onKey = (event: Event) => {
      const key = (event as KeyboardEvent).key
      if (key === 'Enter' || key === ' ') {
        event.preventDefault()
        handlers.current.onSelect()
      }
    }
    const focus = () => handlers.current.onHover(true)
    const blur = () => handlers.current.onHover(false)
    path.addEventListener('keydown', onKey)
    path.addEventListener('focus', focus)
    path.addEventListener('blur', blur)
    return () => {
      path.removeEventListener('keydown', onKey)
      path.removeEventListener('focus', focus)
      path.removeEventListener('blur', blur)
    }
  }, [region.slug])

  useEffect(() => {
    const path = ref.current?.getElement()
    path?.setAttribute('aria-label', label)
    path?.setAttribute('aria-pressed', String(selected))
  }, [label, selected])

  // Kept between renders: react-leaflet redraws a polygon given new positions or options, and the map re-renders
  // whenever a shape is hovered or chosen; only the style of the shapes that changed is set again.
  const positions = useMemo(() => region.rings.map((points) => [mutable(points)]), [region])
  const pathOptions = useMemo(
    () => ({
      color: REGION.color,
      weight: selected ? REGION.selectedWeight : REGION.weight,
      fillColor: REGION.color,
      fillOpacity: selected ? REGION.selectedFill : hovered ? REGION.hoverFill : REGION.fill,
    }),
    [selected, hovered],
  )
  const eventHandlers = useMemo(
    () => ({
      click: () => handlers.current.onSelect(),
      mouseover: () => handlers.current.onHover(true),
      mouseout: () => handlers.current.onHover(false),
    }),
    [],
  )
  return <Polygon ref={ref} positions={positions} pathOptions={pathOptions} eventHandlers={eventHandlers} />
}
