/** What Payload's config takes from the preview feature (the admin's preview link); see ../search/cms.ts for why. */
export { previewHref } from './paths'
