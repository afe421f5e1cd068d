/** What Payload's config and the server process take from the redirects feature: Node-safe (no React, no CSS). */
export { collapseAndExpireAfterChange, expireAfterDelete, followPageAddress, forgetDeletedPage, validateRedirect } from './hooks'
export { installRedirectTable, readRedirectTable } from './table'
