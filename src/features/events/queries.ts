/** Cached, tagged event reads for the screens (docs/decisions/0003 and 0007): expired when any event changes. */
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache-tags'
import type { EventCategory, SeasonTag } from '@/lib/content-model'
import { getPayloadClient } from '@/lib/payload'

import { findEvents } from './data'
import { toEventSummary } from './model'

export const getEventSummaries = cache(
  (locale: Locale, options: { season?: SeasonTag; category?: EventCategory; exclude?: string; limit?: number } = {}) =>
    unstable_cache(
      async () => (await findEvents(await getPayloadClient(), { locale, ...options })).map(toEventSummary),
      ['event-summaries', locale, JSON.stringify(options)],
      { tags: [tags.category('events'), tags.media] },
    )(),
)
