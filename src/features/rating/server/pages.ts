/**
 * Which page names a rating may carry: the home page, a screen of the site, or a published CMS page at
 * the address the site gives it. Anything else (a made-up path, a draft, a 404) is refused with 400, so the
 * editors' summary lists only pages that exist and nobody can fill the table with invented names.
 */
import type { Payload } from 'payload'

import { findPageByUrl } from '@/page-data/data'
import { OWN_SCREEN_URLS, pagePath, parseNewsPath, UNIQUE_URL_PATTERN } from '@/lib/page-routes'

import { HOME_PAGE_NAME } from '../constants'

/** Screens with no CMS page behind them (the panel rates them like any page). */
const SCREENS: ReadonlySet<string> = new Set([...OWN_SCREEN_URLS, 'state-details'])

export async function isRatablePage(payload: Payload, pageName: string): Promise<boolean> {
  if (pageName === HOME_PAGE_NAME) return true
  const segments = pageName.split('/').slice(1)
  if (segments[0] === 'news-list') return parseNewsPath(segments.slice(1)) !== null
  if (segments.length === 1 && SCREENS.has(segments[0])) return true
  if (segments.length > 2) return false
  const uniqueUrl = segments[segments.length - 1]
  if (!UNIQUE_URL_PATTERN.test(uniqueUrl)) return false
  const page = await findPageByUrl(payload, uniqueUrl, { locale: 'en', depth: 0 })
  if (!page) return false
  // A general page lives at /{uniqueUrl}; a news item, event, wilayat ... at its screen's address, and only there.
  return pagePath(page) === pageName
}
