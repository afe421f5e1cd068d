/** The seasons feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { SeasonBody } from './SeasonBody'
export { default as seasonsStyles } from './Seasons.module.css'
export { SeasonsList } from './SeasonsList'
export { getSeasons, seasonEventTag } from './queries'
