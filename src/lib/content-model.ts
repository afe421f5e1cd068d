/**
 * Vocabulary of the content model, shared by the Payload config, the public API, the seed and the screens.
 * Entities and section styles as briefed (ADR 0002); categories and language ids in docs/product.md.
 */

/** What a page is. Numeric ids for the public API live in the settings global (defaults below). */
export const PAGE_CATEGORIES = [
  'general',
  'home',
  'news',
  'events',
  'states',
  'seasons',
  'economy',
  'openData',
] as const
export type PageCategory = (typeof PAGE_CATEGORIES)[number]

/** docs/product.md: news 15, events 20, states 28, seasons 82; the others are ours. */
export const DEFAULT_CATEGORY_IDS: Record<PageCategory, number> = {
  general: 1,
  home: 2,
  news: 15,
  events: 20,
  states: 28,
  seasons: 82,
  economy: 40,
  openData: 50,
}

/** Language ids, kept as briefed (docs/product.md): Arabic 1, English 2. */
export const LANGUAGE_IDS = { ar: 1, en: 2 } as const

/** The ten wilayats as the map's region section styles (docs/product.md). */
export const REGION_STYLES = [
  'SalalahRegion',
  'TaqahRegion',
  'MirbatRegion',
  'RakhyutRegion',
  'ThumraitRegion',
  'DalkutRegion',
  'AlMazyunahRegion',
  'MashunRegion',
  'ShalimHallaniyatRegion',
  'SadahRegion',
] as const

/** Section styles: the briefed list (with {product} = Dhofar) plus the home page's blocks. */
export const SECTION_STYLES = [
  // Home page blocks
  'HomeSlider',
  'GovernorWord',
  'HomeAbout',
  'HomeWelcome',
  'HomeDiscover',
  'HomeEconomy',
  'HomeSeasons',
  'HomeGallery',
  'HomeAdventures',
  // Map regions
  ...REGION_STYLES,
  // Content screens
  'OpenDataTable',
  'VisaImage',
  'MainImageAboutDhofar',
  'aboutstatsDhofar',
  'DiscoverSlider',
  'DiscoverCards',
  'MountainsAndDeserts',
  'NewsImages',
  'PageImages',
  'Statecards',
  'MainImageEventsDetailsDhofar',
  'information',
  'Suitablefor',
  'EventDate',
  'ActivitiesEventDhofar',
  'PhotoGallaryEventsDetailsDhofar',
  'SeasonDiscover',
  'QuestionItems',
  'sloganBanner',
  'sloganStory',
  'missionVision',
  'identityValues',
  'personality',
  'identitySections',
  'identityStory',
  'ItemsValue',
  'Topmanagment',
  'OrganizeTeam',
  'LeftSubItems',
  'LeftItems',
  'RightItems',
  'FirstRightSubItems',
  'SecRightSubItems',
  'Title',
] as const
export type SectionStyle = (typeof SECTION_STYLES)[number]

/** The event category filter values, as briefed. */
export const EVENT_CATEGORIES = ['TOURIST', 'ECONOMY', 'HERITAGE', 'ADVENTURES', 'SPORT'] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]

/** Season to event mapping (Khareef = AUTUMN, Sarb = SERB, winter = WINTER). */
export const SEASON_TAGS = ['AUTUMN', 'SERB', 'WINTER'] as const
export type SeasonTag = (typeof SEASON_TAGS)[number]

export const SUITABLE_FOR_ICONS = [
  'families',
  'children',
  'adults',
  'seniors',
  'wheelchair',
  'photographers',
  'hikers',
  'students',
] as const
export type SuitableForIcon = (typeof SUITABLE_FOR_ICONS)[number]

/** The map tabs of the interactive map. */
export const MAP_TABS = ['khareef', 'heritage', 'tourist', 'nature'] as const
export type MapTab = (typeof MAP_TABS)[number]

export const SPONSOR_TIERS = ['main', 'gold', 'silver', 'bronze'] as const
export const SOCIAL_NETWORKS = ['x', 'youtube', 'instagram', 'linkedin', 'tiktok', 'snapchat'] as const
