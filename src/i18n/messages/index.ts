/**
 * Messages per language, one file per area (common, components, shell, accessibility, ...), merged here.
 * English is the reference: global.d.ts types every key from it, and a unit test checks Arabic has the same keys.
 */
import arAbout from './ar/about.json'
import arAlerts from './ar/alerts.json'
import arAccessibility from './ar/accessibility.json'
import arCommon from './ar/common.json'
import arComponents from './ar/components.json'
import arContent from './ar/content.json'
import arEmergency from './ar/emergency.json'
import arEvents from './ar/events.json'
import arHome from './ar/home.json'
import arMap from './ar/map.json'
import arNews from './ar/news.json'
import arOffline from './ar/offline.json'
import arPlaces from './ar/places.json'
import arRating from './ar/rating.json'
import arSeasons from './ar/seasons.json'
import arSearch from './ar/search.json'
import arShell from './ar/shell.json'
import enAbout from './en/about.json'
import enAlerts from './en/alerts.json'
import enAccessibility from './en/accessibility.json'
import enCommon from './en/common.json'
import enComponents from './en/components.json'
import enContent from './en/content.json'
import enEmergency from './en/emergency.json'
import enEvents from './en/events.json'
import enHome from './en/home.json'
import enMap from './en/map.json'
import enNews from './en/news.json'
import enOffline from './en/offline.json'
import enPlaces from './en/places.json'
import enRating from './en/rating.json'
import enSeasons from './en/seasons.json'
import enSearch from './en/search.json'
import enShell from './en/shell.json'

export const messages = {
  en: { ...enCommon, ...enComponents, ...enShell, ...enAccessibility, ...enRating, ...enNews, ...enEvents, ...enSeasons, ...enMap, ...enSearch, ...enHome, ...enContent, ...enAbout, ...enAlerts, ...enOffline, ...enEmergency, ...enPlaces },
  ar: { ...arCommon, ...arComponents, ...arShell, ...arAccessibility, ...arRating, ...arNews, ...arEvents, ...arSeasons, ...arMap, ...arSearch, ...arHome, ...arContent, ...arAbout, ...arAlerts, ...arOffline, ...arEmergency, ...arPlaces },
}

export type Messages = typeof messages.en
