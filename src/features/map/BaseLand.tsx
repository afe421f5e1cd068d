'use client'
/**
 * The bundled base map, drawn when there is no tile server: the land around the governorate in a paler
 * sand, the governorate in sand with its outline, on the container's sea colour. Neither shape takes the pointer.
 * With tiles, only the governorate's outline is drawn (`outlineOnly`), or nothing.
 */
import { Polygon } from 'react-leaflet'

import { mutable } from './geometry'
import { LAND } from './mapStyle'
import { NEIGHBOURS } from './neighbours'
import { GOVERNORATE } from './regions'

// Made once: a new array or options object on a render makes react-leaflet redraw the polygon (setLatLngs,
// setStyle), and the map re-renders on every hover.
const NEIGHBOUR_LAND = mutable(NEIGHBOURS)
const GOVERNORATE_LAND = mutable(GOVERNORATE)
const NEIGHBOUR_STYLE = { stroke: false, fillColor: LAND.neighbours, fillOpacity: 1 }
const GOVERNORATE_STYLE = { color: LAND.border, weight: LAND.weight, fillColor: LAND.governorate, fillOpacity: 1 }
const OUTLINE_STYLE = { ...GOVERNORATE_STYLE, fillOpacity: 0 }

export function BaseLand({ tiles, outlineOnly = false }: { tiles: boolean; outlineOnly?: boolean }) {
  if (tiles && !outlineOnly) return null
  return (
    <>
      {tiles ? null : (
        <Polygon positions={NEIGHBOUR_LAND} interactive={false} className="neighbour-land" pathOptions={NEIGHBOUR_STYLE} />
      )}
      <Polygon
        positions={GOVERNORATE_LAND}
        interactive={false}
        className="governorate-land"
        pathOptions={tiles ? OUTLINE_STYLE : GOVERNORATE_STYLE}
      />
    </>
  )
}
