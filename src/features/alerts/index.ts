/** The alerts feature's public face for routes and other features (ESLint keeps imports to this file or ./cms). */
export { AlertBanner } from './AlertBanner'
export { AlertsScreen } from './AlertsScreen'
export { findVisibleAlert, findVisibleAlerts, splitAlerts, type AlertLists, type PublicAlert } from './data'
export { buildAtom, buildCap, capPath, FEED_FILES, feedPath } from './feeds'
export { getAlertLists, getVisibleAlerts } from './queries'
