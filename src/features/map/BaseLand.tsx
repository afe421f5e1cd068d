'use client'
/**
 * The bundled base map (issue 18), drawn when there is no tile server: the land around the governorate in a paler
 * sand, the governorate in sand with its outline, on the container's sea colour. Neither shape takes the pointer.
 * With tiles, only the governorate's outline is drawn (`outlineOnly`), or nothing.
 */
import { Polygon } from 'react-leaflet'

import { mutable } from './geometry'
import { NEIGHBOURS } from './neighbours'
import { GOVERNORATE } from './regions'

export const LAND = { neighbours: '#f3eee3', governorate: '#efe6d2', border: '#7a6a4f' } as const

export function BaseLand({ tiles, outlineOnly = false }: { tiles: boolean; outlineOnly?: boolean }) {
  if (tiles && !outlineOnly) return null
  return (
    <>
      {tiles ? null : (
        <Polygon
          positions={mutable(NEIGHBOURS)}
          interactive={false}
          className="neighbour-land"
          pathOptions={{ stroke: false, fillColor: LAND.neighbours, fillOpacity: 1 }}
        />
      )}
      <Polygon
        positions={mutable(GOVERNORATE)}
        interactive={false}
        className="governorate-land"
        pathOptions={{ color: LAND.border, weight: 1.5, fillColor: LAND.governorate, fillOpacity: tiles ? 0 : 1 }}
      />
    </>
  )
}
