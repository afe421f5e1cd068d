/** The preview feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { PreviewBar } from './PreviewBar'
export { locationOf, sitePathSchema } from './path-param'
export { previewLanding, SITE_PATH } from './paths'
