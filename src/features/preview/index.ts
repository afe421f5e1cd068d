/** The preview feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { PreviewBar } from './PreviewBar'
export { locationOf, SITE_PATH, sitePathSchema } from './paths'
