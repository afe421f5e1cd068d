/** The states feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { StateDetail } from './StateDetail'
export { StatesScreen } from './StatesScreen'
export { getStatePages } from './queries'
