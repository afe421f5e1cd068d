/**
 * The land around the governorate for the bundled base map (./BaseLand), kept apart from ./regions so that only the
 * lazily loaded map code carries these coordinates, not every page that lists the wilayats.
 */
import { LAND_BORDER, ring, rev, type LatLng } from './regions.paths'

/**
 * The coasts beyond the governorate, so that the bundled base map (no tile server) shows land where there is land:
 * Yemen's coast west of the border to Al Mukalla, and Al Wusta's from the Dhofar boundary to Ras al Hadd. Coarse
 * (a point every 20-60 km); they only have to read as coastline at the zooms the maps open at.
 */
const NEIGHBOUR_COASTS = {
  yemen: [[16.63, 53.09], [16.5, 52.8], [16.35, 52.5], [16.2, 52.25], [15.85, 52.2], [15.63, 52.24], [15.45, 51.8], [15.2, 51.25], [15.0, 50.6], [14.75, 49.8], [14.53, 49.12]],
  wusta: [[17.96, 56.22], [18.1, 56.5], [18.2, 56.62], [18.5, 57.0], [18.8, 57.35], [18.98, 57.8], [19.35, 57.72], [19.66, 57.71], [20.1, 57.85], [20.45, 58.05], [21.0, 58.55], [21.6, 59.05], [22.1, 59.5], [22.5, 59.8]],
} satisfies Record<string, readonly LatLng[]>

/**
 * The land around the governorate (Yemen, Saudi Arabia, Al Wusta) as one shape: the neighbours' coasts, far corners
 * well outside any view, and the governorate's land border. Drawn under it on the bundled base, so that without
 * tiles the desert north of Dhofar is land, not sea.
 */
export const NEIGHBOURS: LatLng[] = ring(
  NEIGHBOUR_COASTS.yemen,
  [[13.5, 44.0], [27.0, 44.0], [27.0, 60.0]],
  rev(NEIGHBOUR_COASTS.wusta),
  ...LAND_BORDER,
)
