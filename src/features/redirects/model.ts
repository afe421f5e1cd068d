/**
 * Redirects, the pure part: what a redirect's addresses may be, how an address typed by an editor is written down,
 * which addresses belong to the site's own screens, and the sentences an editor reads when a redirect is refused
 * (English and Arabic, the admin's language). No Payload, no Next: the proxy and the unit tests load it.
 *
 * A redirect's addresses are site paths without the language prefix (`/old-page`, `/news-details/old-news`): one
 * redirect answers in both languages (`/old-page` → `/new-page`, `/ar/old-page` → `/ar/new-page`).
 */
import { DETAIL_BASES, SCREENS } from '@/lib/page-routes'

/**
 * A site path: `/`, or segments of letters, digits, `-` and `_` (what a page's unique URL may hold, and so every
 * address a page ever had). No dot (the proxy leaves addresses with a dot to files), no query, no `//`, no `..`.
 */
export const REDIRECT_PATH_PATTERN = /^\/(?:[A-Za-z0-9_-]{1,120}(?:\/[A-Za-z0-9_-]{1,120}){0,4})?$/

/**
 * An address as an editor may type it, written the one way redirects are kept: spaces around it and a trailing
 * slash dropped, a leading slash added, the language prefix dropped (`/ar/x` and `/en/x` are `/x`: a redirect
 * answers in both languages), and a full address of the site reduced to its path.
 */
export function normalizeRedirectPath(value: unknown, siteUrl?: string): string | undefined {
  if (typeof value !== 'string') return undefined
  let path = value.trim()
  if (!path) return undefined
  if (siteUrl && path.toLowerCase().startsWith(siteUrl.replace(/\/+$/, '').toLowerCase())) {
    path = path.slice(siteUrl.replace(/\/+$/, '').length) || '/'
  }
  if (!path.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(path)) path = `/${path}`
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/'
  const prefixed = /^\/(ar|en)(\/.*)?$/.exec(path)
  if (prefixed) path = prefixed[2] ?? '/'
  return path
}

/** The language and the site path of a request's pathname (`/ar/x` → ar and `/x`), as the proxy looks it up. */
export function splitLocale(pathname: string): { locale: 'en' | 'ar'; path: string; prefixed: boolean } {
  const match = /^\/(ar|en)(\/.*)?$/.exec(pathname)
  if (!match) return { locale: 'en', path: pathname, prefixed: false }
  return { locale: match[1] as 'en' | 'ar', path: match[2] ?? '/', prefixed: true }
}

/** The address a redirect sends a visitor of `locale` to: Arabic under /ar, English unprefixed. */
export function localizedTarget(path: string, locale: 'en' | 'ar'): string {
  if (locale === 'en') return path
  return path === '/' ? '/ar' : `/ar${path}`
}

const SCREEN_SEGMENTS: ReadonlySet<string> = new Set(SCREENS.map((screen) => screen.toLowerCase()))
const DETAIL_SEGMENTS: ReadonlySet<string> = new Set(Object.values(DETAIL_BASES).map((base) => base.slice(1)))
/** First segments that are no page of the site: the proxy never looks them up (docs/architecture.md). */
const NOT_PAGES: ReadonlySet<string> = new Set(['api', 'admin', 'og', 'feeds', 'pgtempratingresult', '_next', '_vercel', 'address-not-found', 'dev'])

/**
 * Addresses no redirect may start from: the home page, the site's screens and everything under them (the list
 * views `/news-list/page/2`…) but the detail pages under `/economy/`, and addresses that are no page at all. A
 * redirect there would hide a screen the site always has.
 */
export function isReservedFrom(path: string): boolean {
  if (path === '/') return true
  const segments = path.split('/').slice(1)
  const first = segments[0].toLowerCase()
  if (NOT_PAGES.has(first)) return true
  if (DETAIL_SEGMENTS.has(first)) return segments.length === 1
  return SCREEN_SEGMENTS.has(first)
}

/** The site's screens and home: addresses that always answer, so a redirect may lead there. */
export function isScreenPath(path: string): boolean {
  return path === '/' || (path.split('/').length === 2 && SCREENS.some((screen) => `/${screen}` === path))
}

/**
 * What a page's address may be looked up as: the general route's `/{uniqueUrl}`, or a detail screen's
 * `/{base}/{uniqueUrl}` with its category's base. Undefined for any other shape.
 */
export function pageAddressParts(path: string): { uniqueUrl: string; base?: string } | undefined {
  const segments = path.split('/').slice(1)
  if (segments.length === 1 && segments[0]) return { uniqueUrl: segments[0] }
  if (segments.length === 2 && DETAIL_SEGMENTS.has(segments[0])) return { uniqueUrl: segments[1], base: `/${segments[0]}` }
  return undefined
}

export type RedirectProblem =
  | 'fromMalformed'
  | 'fromReserved'
  | 'fromLivePage'
  | 'fromTaken'
  | 'toMissing'
  | 'toMalformed'
  | 'toUnpublished'
  | 'toUnresolved'
  | 'loop'

const MESSAGES: Record<RedirectProblem, { en: string; ar: string }> = {
  fromMalformed: {
    en: 'Type the old address as a path, e.g. /old-page or /news-details/old-news: letters, digits, "-" and "_" between slashes, no dot, no "?".',
    ar: 'اكتب العنوان القديم مسارًا، مثل ‎/old-page‎ أو ‎/news-details/old-news‎: حروف وأرقام و«-» و«_» بين الشرطات المائلة، بلا نقطة ولا «?».',
  },
  fromReserved: {
    en: 'This address belongs to the home page or one of the site’s own screens, which always answer: it cannot be redirected.',
    ar: 'هذا العنوان للصفحة الرئيسية أو لإحدى شاشات الموقع الثابتة التي تعمل دائمًا، فلا يمكن تحويله.',
  },
  fromLivePage: {
    en: 'A published page is at this address: a redirect from it would hide the page. Rename or unpublish the page first.',
    ar: 'توجد صفحة منشورة على هذا العنوان، والتحويل منه سيخفيها. غيّر عنوان الصفحة أو ألغِ نشرها أولًا.',
  },
  fromTaken: {
    en: 'Another redirect already starts from this address: edit that one instead.',
    ar: 'يوجد تحويل آخر من هذا العنوان نفسه، فعدّل ذلك التحويل بدلًا من إنشاء جديد.',
  },
  toMissing: {
    en: 'Choose the page to send visitors to, or type the address.',
    ar: 'اختر الصفحة التي يُحوَّل إليها الزوار، أو اكتب العنوان.',
  },
  toMalformed: {
    en: 'Type the new address as a path of this site, e.g. /new-page or /news-details/new-news.',
    ar: 'اكتب العنوان الجديد مسارًا في هذا الموقع، مثل ‎/new-page‎ أو ‎/news-details/new-news‎.',
  },
  toUnpublished: {
    en: 'This page is not published (or no longer exists): visitors would find nothing there. Publish it first.',
    ar: 'هذه الصفحة غير منشورة (أو لم تعد موجودة)، فلن يجد الزوار شيئًا هناك. انشرها أولًا.',
  },
  toUnresolved: {
    en: 'No published page or screen answers at this address: visitors would find nothing there.',
    ar: 'لا توجد صفحة منشورة ولا شاشة على هذا العنوان، فلن يجد الزوار شيئًا هناك.',
  },
  loop: {
    en: 'This redirect would lead back to where it starts (directly or through other redirects): visitors would go round in circles.',
    ar: 'هذا التحويل يعيد الزائر إلى العنوان الذي بدأ منه (مباشرة أو عبر تحويلات أخرى)، فيدور في حلقة مفرغة.',
  },
}

/** The sentence for a refused redirect, in the admin's language (English unless it is Arabic). */
export function redirectProblemMessage(problem: RedirectProblem, language: string | undefined): string {
  return MESSAGES[problem][language === 'ar' ? 'ar' : 'en']
}

/** The field a problem is shown on. */
export function problemField(problem: RedirectProblem, toType: 'page' | 'path'): string {
  if (problem.startsWith('from')) return 'from'
  return toType === 'page' ? 'toPage' : 'toPath'
}
