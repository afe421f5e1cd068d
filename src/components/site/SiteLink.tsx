/**
 * The attributes of a link to a CMS menu URL. Site paths are localised (the Arabic pages keep their `/ar` prefix) and navigate
 * client-side (`data-soft-nav`, SoftNavigation); absolute URLs are plain anchors that open normally. No 'use client':
 * the footer (server) spreads them on its anchors; the header menu (a client island) spreads `siteLinkProps` on its own
 * anchors, so its thirty-odd links add no component to hydrate.
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

import type { MenuLink } from './menu'

type Link = Pick<MenuLink, 'href' | 'external'>

/** The anchor attributes of a menu link in `locale`. */
export function siteLinkProps(link: Link, locale: Locale, current?: boolean) {
  if (link.external) return { href: link.href }
  // aria-current only when it applies: an undefined prop still crosses to the browser as "$undefined".
  return { href: localizedPath(link.href, locale), ...(current ? { 'aria-current': 'page' as const } : {}), 'data-soft-nav': '' }
}
