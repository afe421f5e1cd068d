/**
 * Cached, tagged news reads (docs/decisions/0003): expired when any news page or classification changes, and each
 * card's picture by its own `media:<id>` tag (src/lib/fresh-media.ts).
 */
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache-tags'
import { withFreshMedia } from '@/lib/fresh-media'
import { getPayloadClient } from '@/lib/payload'

import { findClassifications, findNews } from './data'
import { NEWS_PAGE_SIZE, toNewsSummary } from './model'

const newsTags = [tags.category('news'), tags.classifications]

export const getClassifications = cache((locale: Locale) =>
  unstable_cache(async () => findClassifications(await getPayloadClient(), locale), ['news-classifications', locale], {
    tags: newsTags,
  })(),
)

/** One page of the news list; null when the classification does not exist. */
export const getNewsPage = cache(async (locale: Locale, classification: string | null, page: number) =>
  withFreshMedia(
    await unstable_cache(
      async () => {
        const payload = await getPayloadClient()
        const found = classification ? (await findClassifications(payload, locale)).find((c) => c.key === classification) : null
        if (classification && !found) return null
        const result = await findNews(payload, { locale, classificationId: found?.id, page, limit: NEWS_PAGE_SIZE })
        return { ...result, docs: result.docs.map(toNewsSummary) }
      },
      ['news-page', locale, classification ?? '', String(page)],
      { tags: newsTags },
    )(),
    locale,
  ),
)

/** The latest news as cards (the "more news" list, the RSS feed), optionally without one article. */
export const getLatestNews = cache(async (locale: Locale, limit: number, exclude?: string) =>
  withFreshMedia(
    await unstable_cache(
      async () => (await findNews(await getPayloadClient(), { locale, limit, exclude })).docs.map(toNewsSummary),
      ['news-latest-cards', locale, String(limit), exclude ?? ''],
      { tags: newsTags },
    )(),
    locale,
  ),
)
