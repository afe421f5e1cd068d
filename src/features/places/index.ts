/** The places feature's public face for routes and other features: each map place's page and the places list. */
export { getPlaceEntries } from './queries'
export type { PlaceEntry } from './data'
export { PlaceScreen } from './PlaceScreen'
export { PlacesScreen, placesIn, placesTitle, WILAYAT_SLUGS } from './PlacesScreen'
export { placeJsonLd } from './jsonLd'
export { compactHours, openState } from './hours'
