'use client'
/**
 * Whether the map's tiles fail to load: true from the first tile Leaflet could not load (no signal, the tile server
 * down or refusing us), for the map's life. The bundled base is then drawn under the tiles (./BaseLand): a failed
 * tile shows land, coast and towns where it would be blank, and a tile that loads later covers them. Nothing is
 * drawn while the tiles load: a map whose tiles work costs no more than before.
 * The handlers go to the TileLayer's `eventHandlers`.
 */
import type { LeafletEventHandlerFnMap } from 'leaflet'
import { useMemo, useState } from 'react'

export function useTileFailure(): { failing: boolean; tileEvents: LeafletEventHandlerFnMap } {
  const [failing, setFailing] = useState(false)
  const tileEvents = useMemo<LeafletEventHandlerFnMap>(() => ({ tileerror: () => setFailing(true) }), [])
  return { failing, tileEvents }
}
