'use client'
/**
 * The Leaflet part of ./PlaceMap, only ever loaded through its dynamic import. A marker (an inline SVG pin, so no
 * image is fetched from anywhere) at the place; the wilayat it lies in is outlined for context. With no tile
 * server, or tiles that fail to load, the governorate is drawn as land on the box's sea-coloured background, as on
 * the other maps, so the map is never blank. Exact points are shown close up; a wilayat's centre (an address without coordinates) at a
 * zoom that shows the whole wilayat.
 */
import 'leaflet/dist/leaflet.css'

import { Browser, divIcon, type Map as LeafletInstance } from 'leaflet'
import { MapContainer, Marker, Polygon, TileLayer } from 'react-leaflet'

import { mutable } from './geometry'
import { wilayatAt, type PlacePoint } from './place'
import type { TileConfig } from './queries'
import { BaseLand } from './BaseLand'
import { useTileFailure } from './useTileFailure'
import { ZoomButtons } from './ZoomButtons'

export type PlaceMapLeafletProps = { point: PlacePoint; label: string; tiles: TileConfig }

const PIN = divIcon({
  className: 'dhofar-pin',
  html: '<svg width="32" height="40" viewBox="0 0 32 40" aria-hidden="true"><path d="M16 39s13-13.6 13-23A13 13 0 0 0 3 16c0 9.4 13 23 13 23Z" fill="#b3261e" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5" fill="#fff"/></svg>',
  iconSize: [32, 40],
  iconAnchor: [16, 39],
})

function describe(map: LeafletInstance, label: string) {
  const container = map.getContainer()
  container.setAttribute('role', 'region')
  container.setAttribute('aria-label', label)
}

export default function PlaceMapLeaflet({ point, label, tiles }: PlaceMapLeafletProps) {
  const wilayat = wilayatAt(point.lat, point.lng)
  const { failing, tileEvents } = useTileFailure()
  const zoom = point.source === 'wilayat' ? 9 : tiles ? 14 : 10
  return (
    <MapContainer
      center={[point.lat, point.lng]}
      zoom={zoom}
      maxZoom={18}
      zoomControl={false}
      scrollWheelZoom={false}
      // A small map inside a page: on touch screens a finger on it scrolls the page rather than the map.
      dragging={!Browser.mobile}
      className="dhofar-place-map"
      ref={(map) => {
        if (map) describe(map, label)
      }}
    >
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={18} eventHandlers={tileEvents} /> : null}
      <BaseLand tiles={!!tiles} failing={failing} />
      {wilayat ? (
        <Polygon
          positions={wilayat.rings.map((ring) => [mutable(ring)])}
          interactive={false}
          pathOptions={{ color: '#b3261e', weight: 1.5, fillColor: '#b3261e', fillOpacity: 0.12 }}
        />
      ) : null}
      <ZoomButtons />
      <Marker position={[point.lat, point.lng]} icon={PIN} interactive={false} keyboard={false} />
    </MapContainer>
  )
}
