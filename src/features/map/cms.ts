/**
 * What code outside the site's pages (Payload's config, feeds built in plain Node, the alerts' expiry timer) takes
 * from the map: the ten wilayats and their outlines, places' conditions and their rules, without the map's client
 * components.
 */
export { REGIONS } from './regions'
export { WILAYATS } from './wilayats'
export type { Region } from './regions'
export { NOTE_MAX, PLACE_STATUSES, STATUS_LABELS, conditionFingerprint, nextConditionEnd } from './conditions'
export { stampPlaceCondition, validatePlaceCondition } from './conditionHooks'
export { findConditionTimings } from './conditionTimings'
