/** The search feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { searchHandler, searchQuery } from './handler'
export { SearchScreen } from './screen/SearchScreen'
export { queryPage, queryTerm, searchPagePath } from './screen/model'
export { initialSearch } from './screen/server'
