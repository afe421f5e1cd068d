/** The public-api feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { fail, toResponse } from './envelope'
export type { Envelope } from './envelope'
export { listAlerts, getImage, getImages, getMenu, getPageByUrl, getSections, getSettings, listPages } from './handlers'
export { openApiDocument } from './openapi'
export { cacheKeyOf, respond, respondCached, respondKept, searchParamsOf } from './route'
