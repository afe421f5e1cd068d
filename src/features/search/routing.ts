/**
 * Where a search result links to (spec "Search result", decisions.md "Search routing"):
 *   1. the page's category (news → /news-details/u, events → /event-details/u, …, home → /);
 *   2. the spec's reserved unique URLs → their root route;
 *   3. the spec's title rules, in English and Arabic: economy/sector → /economy/u, state → /state-details/u,
 *      news → /news-details/u, season → /season-details/u;
 *   4. anything else → /u.
 * Arabic paths live under /ar. Tested row by row in tests/unit/search-routing.test.ts.
 */
import type { Locale } from '@/i18n/locales'
import type { PageCategory } from '@/lib/content-model'
import { pathByCategory } from '@/lib/page-routes'

import { stripArticle, stripClitics } from './arabic'
import { tokenize } from './normalize'

/** The spec's list, with discover-{product} = discover-dhofar. Matched regardless of case; the route's own
 * spelling is used, because routes are case-sensitive and an editor may type "Privacy". */
const RESERVED = ['', 'privacy', 'open-data', 'states', 'e-visa', 'about', 'searchresult', 'mapLeaflet',
  'news-list', 'interactiveMap', 'discover-dhofar', 'seasons', 'upcoming-events', 'event-details']
const reserved = new Map(RESERVED.map((route) => [route.toLowerCase(), route]))

type TitleRule = { base: string; english: RegExp; arabic: (form: string) => boolean }

/** In the spec's order. English words are whole words ("estate" is not a state); Arabic words are compared after
 * normalisation and without the article or clitics ("الاقتصادية", "بالولاية", "الأخبار"). */
const TITLE_RULES: TitleRule[] = [
  { base: '/economy/', english: /\b(?:econom\w*|sectors?)\b/i, arabic: (w) => w.startsWith('اقتصاد') || w.startsWith('قطاع') },
  { base: '/state-details/', english: /\bstates?\b/i, arabic: (w) => w.startsWith('ولاي') },
  { base: '/news-details/', english: /\bnews\b/i, arabic: (w) => w === 'خبر' || w === 'اخبار' },
  { base: '/season-details/', english: /\bseasons?\b/i, arabic: (w) => w.startsWith('موسم') || w === 'مواسم' },
]

const arabicForms = (word: string) =>
  [word, stripArticle(word), stripClitics(word)].filter((form): form is string => Boolean(form))

function byTitle(title: string): string | undefined {
  const forms = tokenize(title).flatMap(arabicForms)
  return TITLE_RULES.find((rule) => rule.english.test(title) || forms.some(rule.arabic))?.base
}

export type RoutablePage = { uniqueUrl: string; category: PageCategory; title: string }

/** The site path of a search result in `locale`. */
export function resultPath(page: RoutablePage, locale: Locale): string {
  const path =
    pathByCategory(page) ??
    (reserved.has(page.uniqueUrl.toLowerCase())
      ? `/${reserved.get(page.uniqueUrl.toLowerCase())}`
      : `${byTitle(page.title) ?? '/'}${encodeURIComponent(page.uniqueUrl)}`)
  if (locale !== 'ar') return path
  return path === '/' ? '/ar' : `/ar${path}`
}
