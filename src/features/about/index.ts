/** The about feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { AboutScreen } from './AboutScreen'
