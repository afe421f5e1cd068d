/**
 * Cached, tagged news reads (src/lib/cached-read.ts): expired when any news page or classification changes, and
 * each card's picture by its own `media:<id>` tag.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cached-read'
import { tags } from '@/lib/cache-tags'

import { findClassifications, findNews } from './data'
import { NEWS_PAGE_SIZE, toNewsSummary } from './model'

const newsTags = () => [tags.category('news'), tags.classifications]

export const getClassifications = cachedRead('news-classifications', (payload: Payload, locale: Locale) => findClassifications(payload, locale), {
  tags: newsTags,
})

/** One page of the news list; null when the classification does not exist. */
export const getNewsPage = cachedRead(
  'news-page',
  async (payload: Payload, locale: Locale, classification: string | null, page: number) => {
    const found = classification ? (await findClassifications(payload, locale)).find((c) => c.key === classification) : null
    if (classification && !found) return null
    const result = await findNews(payload, { locale, classificationId: found?.id, page, limit: NEWS_PAGE_SIZE })
    return { ...result, docs: result.docs.map(toNewsSummary) }
  },
  { tags: newsTags, freshMedia: ([locale]) => locale },
)

/** The latest news as cards (the "more news" list, the RSS feed), optionally without one article. */
export const getLatestNews = cachedRead(
  'news-latest-cards',
  async (payload: Payload, locale: Locale, limit: number, exclude?: string) =>
    (await findNews(payload, { locale, limit, exclude })).docs.map(toNewsSummary),
  { tags: newsTags, freshMedia: ([locale]) => locale },
)
