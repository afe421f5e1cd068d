'use client'
/**
 * The Leaflet map itself. Only ever loaded through ./MapView (next/dynamic, ssr: false), so Leaflet's code and
 * CSS reach the pages that show a map and no others. The governorate's outline is drawn as "land" on the
 * container's sea-coloured background, so with no tile server the map is still complete; with tiles that fail to
 * load (no signal, the tile server down), the same land, coast and towns are drawn under them (./BaseLand).
 */
import 'leaflet/dist/leaflet.css'

import type { Map as LeafletInstance } from 'leaflet'
import { useEffect, useMemo, useRef, useState } from 'react'
import { CircleMarker, MapContainer, Polygon, TileLayer, useMap } from 'react-leaflet'

import type { TileConfig } from './queries'
import { BaseLand } from './BaseLand'
import { declutter, labelOrder } from './declutter'
import { labelPlacement } from './labels'
import { ALERT_HATCH, fitPadding, TOWN } from './mapStyle'
import { fitOutline, REGIONS, regionByStyle, regionsOf, type Region, type RegionStyle } from './regions'
import { boundsOf, mutable } from './geometry'
import { RegionLabel } from './RegionLabel'
import { RegionShape } from './RegionShape'
import { MAIN_TOWNS } from './towns'
import { useTileFailure } from './useTileFailure'
import { ZoomButtons } from './ZoomButtons'
import type { Wilayat } from './wilayats'

export type MapFocus = { lat: number; lng: number; zoom: number; seq: number }

export type LeafletMapProps = {
  /** The wilayats to draw (their outlines come with this chunk, from ./regions). */
  regions: readonly Wilayat[]
  locale: 'en' | 'ar'
  label: string
  selectLabel: (name: string) => string
  selected: RegionStyle | null
  onSelect: (style: RegionStyle) => void
  tiles: TileConfig
  focus?: MapFocus | null
  /** Called once the map is wholly drawn, names included (./MapView then removes the server's first drawing). */
  onDrawn?: () => void
  /** The wilayats under a current alert: hatched, with a dashed outline, as on the server's drawing (./AlertHatch). */
  alerted?: readonly RegionStyle[]
}

/** A wilayat under a current alert: the hatching over its shape, letting the pointer through to it. */
const HATCHED = { color: ALERT_HATCH, weight: 2, dashArray: '6 4', fillOpacity: 1 } as const

function AlertedShape({ region }: { region: Region }) {
  // Kept between renders, as RegionShape's: new positions would make react-leaflet redraw the shape.
  const positions = useMemo(() => region.rings.map((points) => [mutable(points)]), [region])
  // `className` is an option Leaflet reads once, when it makes the shape (react-leaflet's `pathOptions` come later,
  // through setStyle, which ignores it): the class that fills it with the hatching (Map.module.css).
  return <Polygon positions={positions} interactive={false} className="alert-hatch" pathOptions={HATCHED} />
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

/** Hides the names that would overlap a more important one (the selected wilayat's first); zooming in shows them. */
function Declutter({ selected }: { selected: RegionStyle | null }) {
  const map = useMap()
  useEffect(() => {
    const order = labelOrder(regionByStyle(selected ?? '')?.slug)
    let frame = 0
    const run = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => declutter(map.getContainer(), order))
    }
    // A web font arriving late changes a name's size: measure again then.
    const resized = new ResizeObserver(run)
    for (const label of map.getContainer().querySelectorAll('.region-label')) resized.observe(label)
    map.on('zoomend moveend resize', run)
    run()
    return () => {
      cancelAnimationFrame(frame)
      resized.disconnect()
      map.off('zoomend moveend resize', run)
    }
  }, [map, selected])
  return null
}

/**
 * True from the task after the first drawing. The map is drawn in two tasks, not one: the land and the wilayats'
 * shapes, then their names, the towns and the decluttering. On a phone, each holds the main thread about half as
 * long, so a tap or a scroll waits for one of them, not for both.
 */
function useNextTask(): boolean {
  const [next, setNext] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setNext(true))
    return () => clearTimeout(timer)
  }, [])
  return next
}

const TOWNS = MAIN_TOWNS.map((town) => ({ key: town.key, center: [town.lat, town.lng] as [number, number] }))
const TOWN_STYLE = { color: TOWN.color, weight: TOWN.weight, fillColor: TOWN.fill, fillOpacity: 1 }

type NamesProps = { regions: readonly Region[]; locale: 'en' | 'ar'; selected: RegionStyle | null; towns: boolean }

/** The wilayats' names beside their seats, the towns on the bundled base (no tiles), and which names give way. */
function Names({ regions, locale, selected, towns }: NamesProps) {
  return (
    <>
      {regions.map((region) => (
        <RegionLabel key={region.style} slug={region.slug} name={region.name[locale]} placement={labelPlacement(region)} />
      ))}
      {towns
        ? TOWNS.map((town) => (
            <CircleMarker key={town.key} center={town.center} radius={TOWN.radius} interactive={false} pathOptions={TOWN_STYLE} />
          ))
        : null}
      <Declutter selected={selected} />
    </>
  )
}

export default function LeafletMap(props: LeafletMapProps) {
  const { regions: wilayats, locale, label, selectLabel, selected, onSelect, tiles, focus, onDrawn, alerted } = props
  const [hovered, setHovered] = useState<RegionStyle | null>(null)
  const named = useNextTask()
  const { failing, tileEvents } = useTileFailure()
  const drawn = useRef(onDrawn)
  useEffect(() => {
    if (named) drawn.current?.()
  }, [named])
  const regions = regionsOf(wilayats)
  // All ten (the interactive map): the bundled base draws the governorate's outline under them.
  const whole = regions.length === REGIONS.length
  return (
    <MapContainer
      bounds={boundsOf(fitOutline(regions))}
      boundsOptions={{ padding: [fitPadding(window.innerWidth), fitPadding(window.innerWidth)] }}
      maxZoom={18}
      zoomControl={false}
      // No snapping: the governorate fills the box exactly as in the server's first drawing (./StaticMap), which
      // Leaflet replaces without a jump. Whole zoom levels would leave it at half the box's size at common widths.
      zoomSnap={0}
      scrollWheelZoom={false}
      className="dhofar-map"
      ref={(map) => {
        if (map) describe(map, label)
      }}
    >
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={18} eventHandlers={tileEvents} /> : null}
      {/* The bundled base: without tiles, land and sea; with tiles, the governorate's outline, and land, sea and towns
          under the tiles once they fail. */}
      <BaseLand tiles={!!tiles} failing={failing} outlineOnly={whole} />
      {regions.map((region) => (
        <RegionShape
          key={region.style}
          region={region}
          label={selectLabel(region.name[locale])}
          selected={selected === region.style}
          hovered={hovered === region.style}
          onHover={(on) => setHovered((current) => (on ? region.style : current === region.style ? null : current))}
          onSelect={() => onSelect(region.style)}
        />
      ))}
      {regions
        .filter((region) => alerted?.includes(region.style))
        .map((region) => (
          <AlertedShape key={`alert-${region.style}`} region={region} />
        ))}
      {named ? <Names regions={regions} locale={locale} selected={selected} towns={!tiles} /> : null}
      <ZoomButtons />
      <FocusController focus={focus} />
    </MapContainer>
  )
}
