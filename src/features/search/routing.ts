/**
 * Where a search result links to (docs/product.md, "Search routing"):
 *   1. the page's category (news → /news-details/u, events → /event-details/u, …, home → /);
 *   2. the reserved unique URLs → their root route (the site's screens, lib/page-routes.ts `screenPath`);
 *   3. the briefed title rules, in English and Arabic: economy/sector → /economy/u, state → /state-details/u,
 *      news → /news-details/u, season → /season-details/u;
 *   4. anything else → /u.
 * Arabic paths live under /ar. Tested row by row in tests/unit/search-routing.test.ts.
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { PageCategory } from '@/lib/content-model'
import { pathByCategory, routes, screenPath } from '@/lib/page-routes'

import { stripArticle, stripClitics } from './arabic'
import { tokenize } from '@/lib/text/normalize'

type TitleRule = { path: (uniqueUrl: string) => string; english: RegExp; arabic: (form: string) => boolean }

/** In the briefed order. English words are whole words ("estate" is not a state); Arabic words are compared after
 * normalisation and without the article or clitics ("الاقتصادية", "بالولاية", "الأخبار"). */
const TITLE_RULES: TitleRule[] = [
  { path: routes.economy, english: /\b(?:econom\w*|sectors?)\b/i, arabic: (w) => w.startsWith('اقتصاد') || w.startsWith('قطاع') },
  { path: routes.stateDetail, english: /\bstates?\b/i, arabic: (w) => w.startsWith('ولاي') },
  { path: routes.newsDetail, english: /\bnews\b/i, arabic: (w) => w === 'خبر' || w === 'اخبار' },
  { path: routes.seasonDetail, english: /\bseasons?\b/i, arabic: (w) => w.startsWith('موسم') || w === 'مواسم' },
]

const arabicForms = (word: string) =>
  [word, stripArticle(word), stripClitics(word)].filter((form): form is string => Boolean(form))

function byTitle(title: string): TitleRule['path'] | undefined {
  const forms = tokenize(title).flatMap(arabicForms)
  return TITLE_RULES.find((rule) => rule.english.test(title) || forms.some(rule.arabic))?.path
}

export type RoutablePage = { uniqueUrl: string; category: PageCategory; title: string }

/** The site path of a search result in `locale`. */
export function resultPath(page: RoutablePage, locale: Locale): string {
  const path = pathByCategory(page) ?? screenPath(page.uniqueUrl) ?? (byTitle(page.title) ?? routes.page)(page.uniqueUrl)
  return localizedPath(path, locale)
}
