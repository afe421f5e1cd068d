/**
 * How the map looks, in one place for both of its drawings: Leaflet's (./LeafletMap and its layers) and the
 * server's first drawing (./StaticMap), which must match it line for line so that the one replaces the other
 * without a visible change.
 */

/** The bundled base: the land around the governorate, the governorate and its outline. */
export const LAND = { neighbours: '#f3eee3', governorate: '#efe6d2', border: '#7a6a4f', weight: 1.5 } as const

/** A wilayat: semi-transparent red, fill 0.5 while hovered or focused, 0.7 when selected. */
export const REGION = { color: '#b3261e', weight: 1.5, selectedWeight: 3, fill: 0.25, hoverFill: 0.5, selectedFill: 0.7 } as const

/** A main town on the bundled base: a white dot ringed in dark brown. */
export const TOWN = { color: '#3b2f1e', weight: 1.5, fill: '#ffffff', radius: 4 } as const

/**
 * A wilayat under a current alert, on the server's drawing: dark hatching and a dashed outline over its red, a
 * pattern that reads without colour (./StaticMap).
 */
export const ALERT_HATCH = '#1f1a14'

/**
 * The margin between the governorate and the map's edge when a map opens: a phone's map is narrow, and a wide
 * margin would leave the governorate too small for its names. Map.module.css repeats these for the first drawing.
 */
export const fitPadding = (viewportWidth: number) => (viewportWidth < 640 ? 12 : 50)
