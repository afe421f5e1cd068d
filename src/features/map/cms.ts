/** What Payload's config takes from the map feature (the wilayats' names for the admin); see ../search/cms.ts for why. */
export { WILAYATS } from './wilayats'
