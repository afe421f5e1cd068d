/**
 * Page titles: one separator (" · ", the layout template's) and the site name once. The layout's template appends
 * " · {site name}". Editors often write the site name themselves ("FAQ | Dhofar Governorate") and separate parts
 * with a bar: a trailing site name after any separator is dropped (the template adds it back), bars become " · ",
 * and a title that names the site in its own words ("Strategy of Dhofar Governorate") is used as it is.
 */
import type { Metadata } from 'next'

import arCommon from '@/i18n/messages/ar/common.json'
import enCommon from '@/i18n/messages/en/common.json'

const SITE_NAMES = [enCommon.Metadata.siteName, arCommon.Metadata.siteName]

/** The one separator between a title's parts. */
export const TITLE_SEPARATOR = ' · '

/** Separators editors type between a title's parts: a bar, a spaced dash, a double colon, the middle dot. */
const SEPARATOR = /\s+(?:\||[-–—]|::|·)\s+/g

export function namesSite(title: string): boolean {
  return SITE_NAMES.some((name) => title.includes(name))
}

/** The title's parts joined by the one separator, without a leading or trailing site name. */
export function normalizeTitle(title: string): string {
  const parts = title.trim().split(SEPARATOR).filter(Boolean)
  while (parts.length > 1 && SITE_NAMES.includes(parts.at(-1)!)) parts.pop()
  while (parts.length > 1 && SITE_NAMES.includes(parts[0])) parts.shift()
  return parts.join(TITLE_SEPARATOR)
}

export function pageTitle(title: string): NonNullable<Metadata['title']> {
  const normal = normalizeTitle(title)
  return namesSite(normal) ? { absolute: normal } : normal
}

/** The home page's title: the site name, then the page's own words when it has any ("Dhofar Governorate · Official website"). */
export function homeTitle(title: string, siteName: string): string {
  const rest = normalizeTitle(title)
  return rest && rest !== siteName ? `${siteName}${TITLE_SEPARATOR}${rest}` : siteName
}
