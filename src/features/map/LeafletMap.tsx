'use client'
/**
 * The Leaflet map itself. Only ever loaded through ./MapView (next/dynamic, ssr: false), so Leaflet's code and
 * CSS reach the pages that show a map and no others. The governorate's outline is drawn as "land" on the
 * container's sea-coloured background, so with no tile server (or failing tiles) the map is still complete.
 */
import 'leaflet/dist/leaflet.css'

import type { Map as LeafletInstance } from 'leaflet'
import { useEffect, useState } from 'react'
import { CircleMarker, MapContainer, Polygon, TileLayer, Tooltip, useMap } from 'react-leaflet'

import type { TileConfig } from './queries'
import { GOVERNORATE, type Region, type RegionStyle } from './regions'
import { boundsOf, mutable } from './geometry'
import { RegionShape } from './RegionShape'
import { MAIN_TOWNS } from './towns'

export type MapFocus = { lat: number; lng: number; zoom: number; seq: number }

export type LeafletMapProps = {
  regions: readonly Region[]
  locale: 'en' | 'ar'
  label: string
  selectLabel: (name: string) => string
  selected: RegionStyle | null
  onSelect: (style: RegionStyle) => void
  tiles: TileConfig
  focus?: MapFocus | null
}

/** Search results move the map; the zoom is also exposed on the container, which the e2e suite reads. */
function FocusController({ focus }: { focus?: MapFocus | null }) {
  const map = useMap()
  useEffect(() => {
    if (focus) map.setView([focus.lat, focus.lng], focus.zoom)
  }, [map, focus])
  return null
}

function describe(map: LeafletInstance, label: string) {
  const container = map.getContainer()
  // The ref callback runs again on every render: attach the listener once.
  if (container.dataset.described) return
  container.dataset.described = 'true'
  container.setAttribute('role', 'region')
  container.setAttribute('aria-label', label)
  const sync = () => {
    container.dataset.zoom = String(map.getZoom())
  }
  map.on('zoomend moveend', sync)
  sync()
}

export default function LeafletMap({ regions, locale, label, selectLabel, selected, onSelect, tiles, focus }: LeafletMapProps) {
  const [hovered, setHovered] = useState<RegionStyle | null>(null)
  // The whole governorate on the interactive map; just the regions shown on a partial map (the simple map).
  const outline = regions.length === 10 ? [GOVERNORATE] : regions.flatMap((r) => r.rings)
  return (
    <MapContainer
      bounds={boundsOf(outline)}
      boundsOptions={{ padding: [50, 50] }}
      maxZoom={18}
      // Quarter steps: whole zoom levels leave the governorate at half the box's size at common widths.
      zoomSnap={0.25}
      scrollWheelZoom={false}
      className="dhofar-map"
      ref={(map) => {
        if (map) describe(map, label)
      }}
    >
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={18} /> : null}
      {/* The bundled base (issue 18): without tiles, the governorate is land on the sea-coloured container. */}
      {regions.length === 10 || !tiles ? (
        <Polygon
          positions={mutable(GOVERNORATE)}
          interactive={false}
          pathOptions={{ color: '#7a6a4f', weight: 1.5, fillColor: '#efe6d2', fillOpacity: tiles ? 0 : 1 }}
        />
      ) : null}
      {regions.map((region) => (
        <RegionShape
          key={region.style}
          region={region}
          name={region.name[locale]}
          label={selectLabel(region.name[locale])}
          selected={selected === region.style}
          hovered={hovered === region.style}
          onHover={(on) => setHovered((current) => (on ? region.style : current === region.style ? null : current))}
          onSelect={() => onSelect(region.style)}
        />
      ))}
      {tiles
        ? null
        : MAIN_TOWNS.map((town) => (
            <CircleMarker
              key={town.key}
              center={[town.lat, town.lng]}
              radius={4}
              interactive={false}
              pathOptions={{ color: '#3b2f1e', weight: 1.5, fillColor: '#ffffff', fillOpacity: 1 }}
            >
              <Tooltip permanent direction="top" offset={[0, -4]} className="town-label">
                {town.name[locale]}
              </Tooltip>
            </CircleMarker>
          ))}
      <FocusController focus={focus} />
    </MapContainer>
  )
}
