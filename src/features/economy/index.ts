/** The economy feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { default as economyStyles } from './Economy.module.css'
export { EconomySidebar } from './EconomySidebar'
export { defaultEconomyPage } from './model'
