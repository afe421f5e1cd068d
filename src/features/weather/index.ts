/** The weather feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { WeatherCards } from './WeatherCards'
export { weatherFor, type WeatherEntry } from './weather'
