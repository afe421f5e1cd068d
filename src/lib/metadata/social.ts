/**
 * Open Graph and Twitter card metadata for a screen. Next replaces a parent's `openGraph` rather than merging it,
 * so every screen states all of it: title, description, its own URL, a 1200×630 image (the page's picture
 * cropped, or a card with its title; see ./card.ts), its language and the other one, the site's name.
 */
import type { Metadata } from 'next'

import arCommon from '@/i18n/messages/ar/common.json'
import enCommon from '@/i18n/messages/en/common.json'
import { localeCodes, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ar: 'ar_AR' }
export const SITE_NAMES: Record<Locale, string> = { en: enCommon.Metadata.siteName, ar: arCommon.Metadata.siteName }
export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

/** The card image of a CMS page (`/og/{locale}/{uniqueUrl}.jpg`), or of the site when no page is behind a screen. */
export function ogImagePath(locale: Locale, uniqueUrl?: string): string {
  return `/og/${locale}/${encodeURIComponent(uniqueUrl ?? SITE_CARD)}.jpg`
}

/** The key of the site's own card (not a valid page unique URL: those never start with an underscore). */
export const SITE_CARD = '_site'

type Social = { title: string; description?: string; path: string; locale: Locale; uniqueUrl?: string; type?: 'website' | 'article' }

export function socialMetadata({ title, description, path, locale, uniqueUrl, type = 'website' }: Social): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = { url: ogImagePath(locale, uniqueUrl), width: OG_WIDTH, height: OG_HEIGHT, alt: title, type: 'image/jpeg' }
  return {
    openGraph: {
      type,
      title,
      description,
      url: localizedPath(path, locale),
      siteName: SITE_NAMES[locale],
      locale: OG_LOCALES[locale],
      alternateLocale: localeCodes.filter((code) => code !== locale).map((code) => OG_LOCALES[code]),
      images: [image],
    },
    // X reads the title, the description and the picture's size from Open Graph when its own tags are absent: only
    // the card type, the picture and its alt text are stated again (each tag is in the HTML and again in the
    // page's payload, ADR 0028).
    twitter: { card: 'summary_large_image', images: [{ url: image.url, alt: title }] },
  }
}
