/**
 * Cached, tagged event reads for the screens (src/lib/cached-read.ts, docs/decisions/0007): expired when any event
 * changes, and each card's picture by its own `media:<id>` tag.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cachedRead } from '@/lib/cached-read'
import { tags } from '@/lib/cache-tags'
import type { EventCategory, SeasonTag } from '@/lib/content-model'

import { findEvents } from './data'
import { plainImage, toEventSummary } from './model'

type SummaryOptions = { season?: SeasonTag; category?: EventCategory; exclude?: string; limit?: number }

const eventCards = cachedRead(
  'event-summaries',
  async (payload: Payload, locale: Locale, options: SummaryOptions = {}) =>
    (await findEvents(payload, { locale, ...options })).map((page) => ({ summary: toEventSummary(page), picture: page.image ?? null })),
  { tags: () => [tags.category('events')], freshMedia: ([locale]) => locale },
)

export async function getEventSummaries(locale: Locale, options: SummaryOptions = {}) {
  return (await eventCards(locale, options)).map(({ summary, picture }) => ({ ...summary, image: plainImage(picture) }))
}
