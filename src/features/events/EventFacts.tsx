/**
 * An event's key facts, directly under its title on every width (ADR 0048): the date (with the Hijri date beside it
 * in Arabic, the CMS's end, or the editor's note; SOON when there is neither), the time, the place with a link to
 * it on a map, the age, and "Add to calendar" when there is a date. The description, pictures and the map follow.
 */
import { getTranslations } from 'next-intl/server'

import { BidiText } from '@/components/ui/BidiText'
import { placePoint } from '@/features/map'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { formatDate, formatHijri, formatTime, isoDay, toDate } from '@/lib/dates'
import { routes } from '@/lib/page-routes'
import type { Page } from '@/payload-types'

import styles from './EventDetail.module.css'
import { hasVisibleDate } from './model'

/** The id of the map panel (EventPanels), which the place's link goes to when the event has no map address. */
export const EVENT_MAP_ID = 'event-map-panel'

export async function EventFacts({ page, locale }: { page: Page; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Events' })
  const event = page.event ?? {}
  const dated = hasVisibleDate({ date: page.pageDate ?? null, showDate: page.showDate !== false })
  const end = toDate(event.endDate)
  const point = placePoint({ lat: event.lat, lng: event.lng, mapUrl: event.mapUrl, addresses: [event.location] })
  const mapLink = event.mapUrl ? (
    <a href={event.mapUrl} target="_blank" rel="noopener noreferrer" aria-label={t('mapLinkLabel', { title: page.title })}>
      {t('mapHeading')}
    </a>
  ) : point ? (
    <a href={`#${EVENT_MAP_ID}`}>{t('mapHeading')}</a>
  ) : null
  return (
    <section className={styles.facts} aria-label={t('facts')} data-testid="event-facts">
      <dl className={styles.factList}>
        <div data-testid="event-date">
          <dt>{t('date')}</dt>
          <dd>
            {dated ? (
              <time dateTime={isoDay(page.pageDate)}>{formatDate(page.pageDate, locale, 'long')}</time>
            ) : null}
            {dated && locale === 'ar' ? <span className={styles.hijri}> ({formatHijri(page.pageDate, locale)})</span> : null}
            {dated && end ? (
              <span className={styles.factNote} data-testid="event-end">
                <time dateTime={end.toISOString()}>{t('ends', { date: formatDate(end, locale, 'long'), time: formatTime(end) })}</time>
              </span>
            ) : null}
            {event.dateNote ? (
              <span className={styles.factNote}>
                <BidiText text={event.dateNote} />
              </span>
            ) : null}
            {!dated && !event.dateNote ? <span data-soon="">{t('soon')}</span> : null}
          </dd>
        </div>
        {event.time ? (
          <div data-testid="event-time">
            <dt>{t('time')}</dt>
            <dd>{event.time}</dd>
          </div>
        ) : null}
        {event.location || mapLink ? (
          <div data-testid="event-place">
            <dt>{t('location')}</dt>
            <dd>
              {event.location ? (
                <span>
                  <BidiText text={event.location} />
                </span>
              ) : null}
              {mapLink ? <span className={styles.factNote}>{mapLink}</span> : null}
            </dd>
          </div>
        ) : null}
        {event.age ? (
          <div data-testid="event-age">
            <dt>{t('age')}</dt>
            <dd>
              <BidiText text={event.age} />
            </dd>
          </div>
        ) : null}
      </dl>
      {dated ? (
        <a className={styles.button} href={localizedPath(routes.eventCalendar(page.uniqueUrl), locale)} download>
          {t('addToCalendar')}
        </a>
      ) : null}
    </section>
  )
}
