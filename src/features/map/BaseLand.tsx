'use client'
/**
 * The bundled base map: the land around the governorate in a paler sand, the governorate in sand with its outline,
 * on the container's sea colour. Neither shape takes the pointer.
 * - No tile server: the base is the map (the map draws the towns and names over the wilayats).
 * - Tiles that load: only the governorate's outline is drawn (`outlineOnly`), or nothing.
 * - Tiles that fail (no signal, the tile server down: ./useTileFailure): the whole base and the main towns' dots, in
 *   a pane of their own under the tiles, so that the map reads as the server's drawing does (land, coast, towns,
 *   with the names the map always writes), and any tile that does load covers it.
 */
import { CircleMarker, Pane, Polygon } from 'react-leaflet'

import { mutable } from './geometry'
import { LAND, TOWN } from './mapStyle'
import { NEIGHBOURS } from './neighbours'
import { GOVERNORATE } from './regions'
import { MAIN_TOWNS } from './towns'

// Made once: a new array or options object on a render makes react-leaflet redraw the polygon (setLatLngs,
// setStyle), and the map re-renders on every hover.
const NEIGHBOUR_LAND = mutable(NEIGHBOURS)
const GOVERNORATE_LAND = mutable(GOVERNORATE)
const NEIGHBOUR_STYLE = { stroke: false, fillColor: LAND.neighbours, fillOpacity: 1 }
const GOVERNORATE_STYLE = { color: LAND.border, weight: LAND.weight, fillColor: LAND.governorate, fillOpacity: 1 }
const OUTLINE_STYLE = { ...GOVERNORATE_STYLE, fillOpacity: 0 }
const TOWN_STYLE = { color: TOWN.color, weight: TOWN.weight, fillColor: TOWN.fill, fillOpacity: 1 }
const TOWNS = MAIN_TOWNS.map((town) => ({ key: town.key, center: [town.lat, town.lng] as [number, number] }))

/** The pane under the tiles: Leaflet's tile pane is at z-index 200, the shapes' overlay pane at 400. */
export const UNDER_TILES_PANE = 'dhofar-under-tiles'
const UNDER_TILES_STYLE = { zIndex: 150, pointerEvents: 'none' } as const

type Props = {
  /** A tile server is configured. */
  tiles: boolean
  /** Its tiles fail to load (./useTileFailure). */
  failing?: boolean
  /** The governorate's outline over the tiles (the interactive map, whose wilayats fill it). */
  outlineOnly?: boolean
}

function Land({ filled }: { filled: boolean }) {
  return (
    <>
      {filled ? <Polygon positions={NEIGHBOUR_LAND} interactive={false} className="neighbour-land" pathOptions={NEIGHBOUR_STYLE} /> : null}
      <Polygon positions={GOVERNORATE_LAND} interactive={false} className="governorate-land" pathOptions={filled ? GOVERNORATE_STYLE : OUTLINE_STYLE} />
    </>
  )
}

export function BaseLand({ tiles, failing = false, outlineOnly = false }: Props) {
  if (!tiles) return <Land filled />
  return (
    <>
      {failing ? (
        <Pane name={UNDER_TILES_PANE} style={UNDER_TILES_STYLE}>
          <Land filled />
          {TOWNS.map((town) => (
            <CircleMarker key={town.key} className="town-dot" center={town.center} radius={TOWN.radius} interactive={false} pathOptions={TOWN_STYLE} />
          ))}
        </Pane>
      ) : null}
      {outlineOnly ? <Land filled={false} /> : null}
    </>
  )
}
