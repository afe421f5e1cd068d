/** The discover feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { DiscoverScreen } from './DiscoverScreen'
