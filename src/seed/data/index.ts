/** Everything the seed writes, gathered from the content files. */
import type { SeedImage, SeedPage } from '../types'
import * as about from './about'
import * as discover from './discover'
import * as economy from './economy'
import * as events from './events'
import * as faq from './faq'
import * as home from './home'
import * as identity from './identity'
import * as interactiveMap from './interactive-map'
import * as menus from './menus'
import * as news from './news'
import * as openData from './open-data'
import * as organization from './organization'
import * as misc from './pages-misc'
import * as seasons from './seasons'
import * as settings from './settings'
import * as states from './states'
import * as strategy from './strategy'

type ContentModule = { images?: SeedImage[]; page?: SeedPage; pages?: SeedPage[] }

const modules: ContentModule[] = [
  home,
  news,
  events,
  seasons,
  economy,
  states,
  interactiveMap,
  discover,
  about,
  faq,
  identity,
  strategy,
  organization,
  openData,
  misc,
  settings,
]

export const seedImages: SeedImage[] = modules.flatMap((m) => m.images ?? [])

export const seedPages: SeedPage[] = [
  ...modules.flatMap((m) => [...(m.page ? [m.page] : []), ...(m.pages ?? [])]),
  interactiveMap.simpleMapPage,
  ...openData.detailPages,
]

export const seedClassifications = news.classifications
export const seedDatasets = openData.datasets
export const seedHeaderMenu = menus.headerMenu
export const seedFooterMenu = menus.footerMenu
export const seedSponsors = settings.sponsors
export const seedSocial = settings.social
export const seedSiteSettings = settings.siteSettings
export const seedLogoLabels: Record<string, string> = settings.sponsorLogoLabels
export const seedPlaces = interactiveMap.places
export const seedPlaceConditions = interactiveMap.placeConditions
export const seedPlaceTravel = interactiveMap.placeTravel
