/** The rating feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { RatingPanel } from './RatingPanel'
export { handleRatingRequest } from './server/handler'
