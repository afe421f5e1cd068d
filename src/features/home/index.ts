/** The home feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { HomePage } from './HomePage'
export { HOME_NEWS_COUNT } from './LatestNews'
