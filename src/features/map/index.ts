/**
 * The map feature's public face for other screens (the home page). Nothing here imports Leaflet: that happens
 * only inside ./MapView's dynamic import, so importing this module adds no map code to a page's bundle.
 */
export { HomeMap } from './HomeMap'
export { getTileConfig, getPlaceHits, getMapPlaces } from './queries'
export type { TileConfig } from './queries'
export { DHOFAR_BBOX, REGIONS } from './regions'
export { MapExplorer } from './MapExplorer'
export { PlaceMap } from './PlaceMap'
export { RegionMap } from './RegionMap'
export { StaticMap } from './StaticMap'
export { buildRegionPanel } from './RegionPanels'
export { panelKey } from './panelKey'
export { DEFAULT_SELECTION } from './url-state'
export { SIMPLE_MAP_REGIONS, WILAYATS } from './wilayats'
export { regionHits } from './data'
export { geocode, geocodeLimiter, geocodeQuery } from './geocoder'
export { placePoint, wilayatInAddress } from './place'
export { geocoderEnabled } from './queries'
export { MapConditions, PlaceCard, WilayatConditions } from './PlaceConditions'
export { drawingMarks, placeMarks, regionMarks } from './marks'
export type { MapPlace } from './data'
export { AlertHatch } from './AlertHatch'
