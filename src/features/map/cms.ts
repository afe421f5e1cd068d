/**
 * What code outside the site's pages (Payload's config, feeds built in plain Node) takes from the map: the ten
 * wilayats and their outlines, without the map's client components.
 */
export { REGIONS } from './regions'
export { WILAYATS } from './wilayats'
export type { Region } from './regions'
