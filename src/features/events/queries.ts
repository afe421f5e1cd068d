/**
 * Cached, tagged event reads for the screens (docs/decisions/0003 and 0007): expired when any event changes, and
 * each card's picture by its own `media:<id>` tag.
 */
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache-tags'
import type { EventCategory, SeasonTag } from '@/lib/content-model'
import { withFreshMedia } from '@/lib/fresh-media'
import { getPayloadClient } from '@/lib/payload'

import { findEvents } from './data'
import { plainImage, toEventSummary } from './model'

export const getEventSummaries = cache(
  async (locale: Locale, options: { season?: SeasonTag; category?: EventCategory; exclude?: string; limit?: number } = {}) => {
    const cards = await unstable_cache(
      async () =>
        (await findEvents(await getPayloadClient(), { locale, ...options })).map((page) => ({
          summary: toEventSummary(page),
          picture: page.image ?? null,
        })),
      ['event-summaries', locale, JSON.stringify(options)],
      { tags: [tags.category('events')] },
    )()
    const fresh = await withFreshMedia(cards, locale)
    return fresh.map(({ summary, picture }) => ({ ...summary, image: plainImage(picture) }))
  },
)
