/**
 * What Payload's config takes from the search feature: the Pages collection's hooks, and the re-read that the CSV
 * import asks for after an undo. A second entry beside ./index.ts because the config is also loaded by plain Node
 * (scripts, the integration tests), which must not load the site's client components (docs/architecture.md).
 */
export { indexPageAfterChange, reindexPage, unindexPageAfterDelete } from './hooks'
