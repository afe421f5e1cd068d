/**
 * Every public address of the site, in one place: the screens, the detail pages by category
 * (docs/product.md, "Search routing": category first), the address of any CMS page, and the rule a page's unique URL
 * must follow. Paths are given without the language prefix (i18n/alternates.ts `localizedPath` adds `/ar`).
 * Renaming a route is a change to this file; src/lib/page-routes.test.ts lists every route and its builder.
 */
import type { PageCategory } from './content-model'

/** What an editor may type as a page's unique URL: it becomes one path segment. */
export const UNIQUE_URL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/

const segment = (uniqueUrl: string) => encodeURIComponent(uniqueUrl)

/**
 * A path segment as a route receives it, decoded once more; null when it cannot be (`%ZZ`, or `%25ZZ` that Next
 * has already turned into `%ZZ`): the route answers 404, where the thrown URIError was a 500.
 */
export function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/** The detail screens, by the first segment of their address. */
export const DETAIL_BASES = {
  news: '/news-details',
  event: '/event-details',
  season: '/season-details',
  state: '/state-details',
  economy: '/economy',
  openData: '/open-data-details',
} as const

/** Builders of every address that carries a page's unique URL. */
export const routes = {
  home: '/',
  newsDetail: (uniqueUrl: string) => `${DETAIL_BASES.news}/${segment(uniqueUrl)}`,
  eventDetail: (uniqueUrl: string) => `${DETAIL_BASES.event}/${segment(uniqueUrl)}`,
  /** The event's calendar file (.ics). */
  eventCalendar: (uniqueUrl: string) => `${DETAIL_BASES.event}/${segment(uniqueUrl)}/calendar.ics`,
  seasonDetail: (uniqueUrl: string) => `${DETAIL_BASES.season}/${segment(uniqueUrl)}`,
  stateDetail: (uniqueUrl: string) => `${DETAIL_BASES.state}/${segment(uniqueUrl)}`,
  /** The addresses a phone saves for reading a wilayat offline (JSON, src/features/offline/offlineList.ts). */
  stateOfflineList: (uniqueUrl: string) => `${DETAIL_BASES.state}/${segment(uniqueUrl)}/offline.json`,
  economy: (uniqueUrl: string) => `${DETAIL_BASES.economy}/${segment(uniqueUrl)}`,
  openDataDetail: (uniqueUrl: string) => `${DETAIL_BASES.openData}/${segment(uniqueUrl)}`,
  /** A general page with no screen of its own (the generic page route). */
  page: (uniqueUrl: string) => `/${segment(uniqueUrl)}`,
  /** A map place's page, by the place's key (src/features/places). */
  place: (key: string) => `/places/${segment(key)}`,
} as const

const BY_CATEGORY: Partial<Record<PageCategory, (uniqueUrl: string) => string>> = {
  news: routes.newsDetail,
  events: routes.eventDetail,
  seasons: routes.seasonDetail,
  states: routes.stateDetail,
  economy: routes.economy,
  openData: routes.openDataDetail,
}

/** The site path of a page (without language prefix), or undefined when its category gives none. */
export function pathByCategory(page: { uniqueUrl: string; category: PageCategory }): string | undefined {
  if (page.category === 'home') return routes.home
  return BY_CATEGORY[page.category]?.(page.uniqueUrl)
}

/** The address of any page: its category's screen, else `/{uniqueUrl}`. */
export const pagePath = (page: { uniqueUrl: string; category: PageCategory }): string => pathByCategory(page) ?? routes.page(page.uniqueUrl)

/**
 * The screens of the site at `/{name}` (the site's route table), by what they show. The generic page route does not
 * pre-render a CMS page of such a unique URL, search sends such a page to its screen, and the rating panel may
 * name it. Code links to a screen through this object, so a screen's address is changed here alone.
 */
export const screens = {
  about: '/about',
  privacy: '/privacy',
  openData: '/open-data',
  states: '/states',
  eVisa: '/e-visa',
  discover: '/discover-dhofar',
  faq: '/FAQ',
  identity: '/Identity',
  strategy: '/Strategy',
  supplierRegistration: '/Supplier-registration-services',
  social: '/social',
  organization: '/organizational-structure',
  digitalParticipation: '/digital-participation',
  interactiveMap: '/interactiveMap',
  simpleMap: '/mapLeaflet',
  seasons: '/seasons',
  upcomingEvents: '/upcoming-events',
  pastEvents: '/past-events',
  newsList: '/news-list',
  search: '/searchresult',
  economy: '/economy',
  alerts: '/alerts',
  emergency: '/emergency',
  /** What the service worker shows for an unsaved page without a signal (src/sw/worker.ts). */
  offline: '/offline',
  /** What this phone keeps for reading offline: the wilayats saved, the pages kept (src/features/offline). */
  saved: '/saved',
  /** Every map place, to plan a visit; each has its page at `routes.place` (src/features/places). */
  places: '/places',
} as const

/** The screens' single path segments (`about`, `FAQ`…). */
export const SCREENS = Object.values(screens).map((path) => path.slice(1) as Screen)

type SegmentOf<P> = P extends `/${infer Name}` ? Name : never

/** A screen's path segment (`about`, `FAQ`…). */
export type Screen = SegmentOf<(typeof screens)[keyof typeof screens]>

export const OWN_SCREEN_URLS: ReadonlySet<string> = new Set(SCREENS)

/**
 * Where the proxy sends an address that cannot be percent-decoded (`/ar/%ZZ`): a page that is the locale's 404.
 * Not a catch-all: Next matches the original address against the destination route's pattern and decodes its
 * parameters, which fails (a 500) for any route the original address fits, such as `[...path]` (src/proxy.ts).
 */
export const BAD_ADDRESS_SEGMENT = 'address-not-found'

const screensByLowerCase = new Map<string, string>([
  ...SCREENS.map((screen): [string, string] => [screen.toLowerCase(), `/${screen}`]),
  ['', routes.home],
  // The briefed reserved list names `event-details`, a prefix with no screen of its own: its screen is the list.
  ['event-details', screens.upcomingEvents],
])

/**
 * The screen a reserved unique URL stands for (as briefed: "reserved unique urls go to that root route"), matched
 * regardless of case since an editor may type "Privacy"; undefined for any other unique URL.
 */
export const screenPath = (uniqueUrl: string): string | undefined => screensByLowerCase.get(uniqueUrl.toLowerCase())

/*
 * The paged lists. Filter and paging are path segments (`/news-list/classification/tourism/page/2`) rather than a
 * query string: each view is a static page a crawler can follow, and page 1 has one address only (without
 * /page/1), so search engines never see two copies of it (docs/decisions/0007).
 */

/** A view of the news list: all news or one classification, one page of it. */
export type NewsView = { classification: string | null; page: number }

const CLASSIFICATION_KEY = /^[a-z0-9][a-z0-9-]{0,59}$/

/** The view of `/news-list/...segments`, or null for an address that is not one (a 404). */
export function parseNewsPath(segments: readonly string[] = []): NewsView | null {
  let rest = [...segments]
  let classification: string | null = null
  if (rest[0] === 'classification') {
    if (!rest[1] || !CLASSIFICATION_KEY.test(rest[1])) return null
    classification = rest[1]
    rest = rest.slice(2)
  }
  if (rest.length === 0) return { classification, page: 1 }
  if (rest.length !== 2 || rest[0] !== 'page' || !/^[1-9]\d{0,4}$/.test(rest[1])) return null
  const page = Number(rest[1])
  // Page 1 has one address only (without /page/1), so search engines never see two copies of it.
  return page === 1 ? null : { classification, page }
}

/** The site path of a view (without language prefix). */
export function newsPath({ classification, page }: NewsView): string {
  const base = classification ? `${screens.newsList}/classification/${classification}` : screens.newsList
  return page > 1 ? `${base}/page/${page}` : base
}

/** The segments of a view for generateStaticParams' optional catch-all. */
export function newsSegments(view: NewsView): string[] {
  return newsPath(view).split('/').slice(2)
}

/** The past-events list, page `page` (`/past-events`, `/past-events/page/2`, ...). */
export function pastEventsPath(page: number): string {
  return page > 1 ? `${screens.pastEvents}/page/${page}` : screens.pastEvents
}

/** The page number of a `[[...view]]` segment list, or null for any other shape. */
export function parsePastView(view: string[] | undefined): number | null {
  if (!view || view.length === 0) return 1
  if (view.length !== 2 || view[0] !== 'page' || !/^[1-9]\d{0,3}$/.test(view[1])) return null
  const page = Number(view[1])
  return page > 1 ? page : null
}

/*
 * The places list's filters: a wilayat, what a place offers, or both, each view a static page
 * (`/places/filter/taqah`, `/places/filter/free-entry`, `/places/filter/taqah/step-free`), as the news list's are
 * (docs/decisions/0007). `filter` is the one key a place cannot have (its page is `/places/{key}`).
 */

/** What the list filters on besides the wilayat. */
export const PLACE_OFFERS = ['step-free', 'free-entry'] as const
export type PlaceOffer = (typeof PLACE_OFFERS)[number]

/** A view of the places list: a wilayat's slug or all, an offer or any. */
export type PlacesView = { wilayat: string | null; offer: PlaceOffer | null }

/** The view of `/places/filter/...segments` (`wilayatSlugs` the known ones), or null for an address that is not one. */
export function parsePlacesFilter(segments: readonly string[] | undefined, wilayatSlugs: readonly string[]): PlacesView | null {
  const rest = [...(segments ?? [])]
  let wilayat: string | null = null
  if (rest[0] && wilayatSlugs.includes(rest[0])) wilayat = rest.shift()!
  let offer: PlaceOffer | null = null
  if (rest[0] && (PLACE_OFFERS as readonly string[]).includes(rest[0])) offer = rest.shift() as PlaceOffer
  if (rest.length || (!wilayat && !offer)) return null
  return { wilayat, offer }
}

/** The site path of a view (without language prefix): `/places` for all of them. */
export function placesPath({ wilayat, offer }: PlacesView): string {
  const segments = [wilayat, offer].filter(Boolean)
  return segments.length ? `${screens.places}/filter/${segments.join('/')}` : screens.places
}
