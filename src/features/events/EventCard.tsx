/**
 * One event card of the events list block: picture (a default one when the event has
 * none), the title cut to `titleWords` words, the place (or the description when no place is given) and the date
 * as dd/MM/yyyy, or SOON when the editor hid it. Fallbacks "Untitled" and
 * "No address provided", in the site's sentence case.
 */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import type { Locale } from '@/i18n/locales'
import { formatDate, isoDay } from '@/lib/dates'
import { routes } from '@/lib/page-routes'

import { DEFAULT_EVENT_IMAGE } from '@/components/ui/Media'
import { eventCardTexts, hasVisibleDate, type EventSummary } from './model'

export type EventCardProps = {
  event: EventSummary
  locale: Locale
  titleWords?: number
  headingLevel?: 2 | 3 | 4
  format?: 'dd/MM/yyyy' | 'dd-MM-yy'
}

/** The card's fixed words, in the page's language (`Events` messages). */
export type EventCardWords = { untitled: string; noAddress: string; soon: string }

/** The card's words in `locale`, read once for a list of cards. */
export async function eventCardWords(locale: Locale): Promise<EventCardWords> {
  const t = await getTranslations({ locale, namespace: 'Events' })
  return { untitled: t('untitled'), noAddress: t('noAddress'), soon: t('soon') }
}

export async function EventCard(props: EventCardProps) {
  return <EventCardView {...props} words={await eventCardWords(props.locale)} />
}

/** The card once its words are known: synchronous, so a static part of a page (StaticHtml) can hold it. */
export function EventCardView(props: EventCardProps & { words: EventCardWords }) {
  const { event, locale, titleWords = 6, headingLevel = 3, format = 'dd/MM/yyyy', words } = props
  const { title, address } = eventCardTexts(event, titleWords, words)
  const date = hasVisibleDate(event) ? (
    <time dateTime={isoDay(event.date)}>{formatDate(event.date, locale, format)}</time>
  ) : (
    <span data-soon="">{words.soon}</span>
  )
  return (
    <Card
      title={title}
      href={routes.eventDetail(event.uniqueUrl)}
      image={event.image ?? DEFAULT_EVENT_IMAGE}
      imageAlt={event.image ? undefined : ''}
      subtitle={date}
      text={address}
      headingLevel={headingLevel}
    />
  )
}
