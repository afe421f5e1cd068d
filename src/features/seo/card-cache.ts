/**
 * The link-preview cards, rendered once and kept (55-95 ms of sharp each, and anyone could ask again and again with
 * a new query string): in Next's data cache, keyed by what the card is drawn from and tagged with the page's and its
 * picture's cache tags, so that editing the page or replacing its picture draws it again (src/lib/cache-tags.ts).
 * The query string of the request is never part of the key. Kept as base64, since the data cache stores JSON.
 */
import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache-tags'

import { pictureCard, titleCard } from './card'

/** What a card is drawn from: the page's title and, when it has a raster picture, that picture. */
export type CardSource = {
  locale: Locale
  /** The page's uniqueUrl, or the site card's name. */
  key: string
  title: string
  siteName: string
  /** Tagged by the page (`page:<key>`); the site's own card by nothing, it changes with a release only. */
  isPage: boolean
  picture?: { id: number | string; filename: string; updatedAt?: string | null } | null
}

async function draw({ locale, title, siteName, picture }: CardSource): Promise<Buffer> {
  return (picture && (await pictureCard(picture.filename))) || titleCard(title, siteName, locale)
}

/** The card's JPEG, drawn at most once per source until one of its tags is expired. */
export async function cachedCard(source: CardSource): Promise<Buffer> {
  const { locale, key, title, picture, isPage } = source
  const cacheTags = [...(isPage ? [tags.page(key)] : []), ...(picture ? [tags.media(picture.id)] : [])]
  const keyParts = ['og-card', locale, key, title, picture ? `${picture.id}:${picture.filename}:${picture.updatedAt ?? ''}` : '']
  const base64 = await unstable_cache(async () => (await draw(source)).toString('base64'), keyParts, { tags: cacheTags })()
  return Buffer.from(base64, 'base64')
}
