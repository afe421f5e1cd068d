/**
 * The shape of the bilingual seed. Content files under `src/seed/data/` export values of these types;
 * `src/seed/index.ts` turns them into Payload documents. Rich text (`content`, item `text`) is Markdown,
 * converted to Lexical at seed time. Dates are relative to the day the seed runs, so events stay upcoming,
 * and season items fall in their season's months.
 */
import type { ArtSubject } from './art/subjects'
import type { SeasonDate } from './season-dates'
import type { PageCategory, SectionStyle, EventCategory, SeasonTag, SuitableForIcon } from '../lib/content-model'
import type { ColumnType } from '../features/open-data/cms'

/** A text in both languages. Arabic is Modern Standard Arabic. */
export type L = { en: string; ar: string }

/** A generated picture: `key` is how pages and items refer to it. */
export type SeedImage = {
  key: string
  subject: ArtSubject
  /** Varies the composition and palette of the same subject so no two images look alike. */
  variant?: number
  alt: L
}

/**
 * Relative date: days from the day the seed runs (negative = past), optional hour (24h, Asia/Muscat); or, for
 * anything that belongs to a season, a date in that season (see ./season-dates.ts).
 */
export type SeedDate = { days: number; hour?: number } | SeasonDate

export type SeedItem = {
  title?: L
  subTitle?: L
  btnTitle?: L
  /** Plain text. */
  description?: L
  /** Markdown, rendered as rich text. */
  text?: L
  /** A key of a SeedImage. */
  image?: string
  /** A site path such as `/about` or `/economy/Tourism-Sector`, or an absolute https URL. */
  link?: string
  /** Free category key, e.g. the map tab of a region card: khareef | heritage | tourist | nature. */
  category?: string
}

export type SeedSection = {
  style: SectionStyle
  /** Defaults to true. */
  active?: boolean
  slider?: SeedItem[]
  cards?: SeedItem[]
}

export type SeedDuration = { days?: number; hours?: number; minutes?: number }

export type SeedEvent = {
  categories: EventCategory[]
  season?: SeasonTag
  location: L
  age: L
  time: L
  /** How long after its start (the page's date) the event ends: the CMS's end date is derived from it. */
  endsAfter?: SeedDuration
  /** https URL of the place on a map. */
  mapUrl?: string
  lat?: number
  lng?: number
  suitableFor?: { icon: SuitableForIcon; label: L }[]
}

export type SeedSeason = {
  tag: SeasonTag
  tags: L[]
  activities: { title: L; description: L }[]
  weatherPlaces: { name: L; lat: number; lng: number }[]
}

export type SeedPage = {
  /** The uniqueUrl: the path segment, e.g. `Tourism-Sector`, `khareef-season`. */
  uniqueUrl: string
  category: PageCategory
  /** Defaults to published. */
  draft?: boolean
  date?: SeedDate
  order?: number
  image?: string
  /** Key of a seed video: `home` (the generated home video). */
  video?: 'home'
  /** Defaults to true; false shows SOON in event cards. */
  showDate?: boolean
  title: L
  description?: L
  /** Markdown. */
  content?: L
  seoTitle?: L
  seoDesc?: L
  sections?: SeedSection[]
  event?: SeedEvent
  season?: SeedSeason
  /** Key of a news classification (see SeedClassification). */
  classification?: string
}

export type SeedClassification = { key: string; name: L }

export type SeedMenuItem = { title: L; url: string; active?: boolean; subItems?: { title: L; url: string }[] }

export type SeedSponsor = { name: L; tier: 'main' | 'gold' | 'silver' | 'bronze'; image: string; url?: string }

export type SeedSocial = {
  network: 'x' | 'youtube' | 'instagram' | 'linkedin' | 'tiktok' | 'snapchat'
  url: string
  handle: string
}

/** A downloadable open data set: the CSV text is real content, committed with the seed. */
export type SeedDataset = {
  key: string
  title: L
  subTitle: L
  description: L
  category: L
  publisher: L
  license: string
  /** ISO date of the data. */
  modified: string
  /** RFC 4180 CSV with a header row; UTF-8, Arabic allowed. */
  csv: string
  /** Every column of the CSV, in order, with its type (the JSON download's) and what it holds. */
  columns: SeedColumn[]
}

export type SeedColumn = { name: string; type: ColumnType; description: L }
