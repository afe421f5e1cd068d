'use client'
/**
 * A card of the upcoming-events list: picture, the date as dd-MM-yy (or SOON when the
 * editor hid it), the temperature text from the settings, title, description and a "more" link.
 */
import { useLocale, useTranslations } from 'next-intl'

import { Media } from '@/components/ui/Media'
import { hidden } from '@/components/ui/VisuallyHidden'
import { Link } from '@/i18n/Link'
import { formatDate, isoDay } from '@/lib/dates'
import { routes } from '@/lib/page-routes'

import { DEFAULT_EVENT_IMAGE } from '@/components/ui/Media'
import { hasVisibleDate, type EventSummary } from './model'
import styles from './UpcomingEvents.module.css'

type Props = { event: EventSummary; temperature: string; priority?: boolean }

export function UpcomingCard({ event, temperature, priority }: Props) {
  const t = useTranslations('Events')
  const locale = useLocale()
  const title = event.title || t('untitled')
  return (
    <article className={styles.card} data-testid="event-card">
      <div className={styles.media}>
        <Media
          resource={event.image ?? DEFAULT_EVENT_IMAGE}
          alt={event.image ? undefined : ''}
          sizes="(max-width: 560px) 100vw, (max-width: 1024px) 50vw, 33vw"
          aspectRatio="4 / 3"
          priority={priority}
        />
      </div>
      <div className={styles.meta}>
        {hasVisibleDate(event) ? (
          <time dateTime={isoDay(event.date)}>{formatDate(event.date, locale, 'dd-MM-yy')}</time>
        ) : (
          <span data-soon="">{t('soon')}</span>
        )}
        {/* Isolated left to right: the degree sign stays after the digits in Arabic (docs/decisions). */}
        {temperature ? <span dir="ltr" data-testid="event-temperature">{temperature}</span> : null}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {event.description ? <p className={styles.text}>{event.description}</p> : null}
      <Link className={styles.more} href={routes.eventDetail(event.uniqueUrl)}>
        {t.rich('moreAbout', { title, hidden })}
      </Link>
    </article>
  )
}
