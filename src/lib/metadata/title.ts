/**
 * Page titles without the site name twice. The layout's template appends " · {site name}"; a title that already
 * names the site (editors often write "FAQ | Dhofar Governorate") is used as it is.
 */
import type { Metadata } from 'next'

import arCommon from '@/i18n/messages/ar/common.json'
import enCommon from '@/i18n/messages/en/common.json'

const SITE_NAMES = [enCommon.Metadata.siteName, arCommon.Metadata.siteName]

export function namesSite(title: string): boolean {
  return SITE_NAMES.some((name) => title.includes(name))
}

export function pageTitle(title: string): NonNullable<Metadata['title']> {
  return namesSite(title) ? { absolute: title } : title
}
