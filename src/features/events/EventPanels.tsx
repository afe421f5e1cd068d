/**
 * The side panels of an event page: the date panel (the date, with the Hijri date beside it
 * in Arabic, and the CMS's end, or the editor's note; SOON when there is neither), information (location, age, time), "suitable
 * for" with icons, "add to calendar", and the place: a small map (loaded when scrolled near) with the "location"
 * link to the map URL, which is also what a visitor without JavaScript or map tiles gets.
 */
import { getTranslations } from 'next-intl/server'

import { PlaceMap, placePoint, type TileConfig } from '@/features/map'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { formatDate, formatHijri, formatTime, isoDay, toDate } from '@/lib/dates'
import type { Page } from '@/payload-types'
import { routes } from '@/lib/page-routes'

import styles from './EventDetail.module.css'
import { SuitableIcon } from './icons'
import { hasVisibleDate } from './model'

export async function EventPanels({ page, locale, tiles }: { page: Page; locale: Locale; tiles: TileConfig }) {
  const t = await getTranslations({ locale, namespace: 'Events' })
  const event = page.event ?? {}
  const dated = hasVisibleDate({ date: page.pageDate ?? null, showDate: page.showDate !== false })
  const end = toDate(event.endDate)
  const info = [
    { label: t('location'), value: event.location },
    { label: t('age'), value: event.age },
    { label: t('time'), value: event.time },
  ].filter((row) => row.value)
  const point = placePoint({ lat: event.lat, lng: event.lng, mapUrl: event.mapUrl, addresses: [event.location] })
  return (
    <aside className={styles.panels}>
      <section className={styles.panel} aria-labelledby="event-date" data-testid="event-date">
        <h2 id="event-date">{t('date')}</h2>
        {dated ? (
          <p>
            <time dateTime={isoDay(page.pageDate)}>{formatDate(page.pageDate, locale, 'long')}</time>
            {locale === 'ar' ? <span className={styles.hijri}> ({formatHijri(page.pageDate, locale)})</span> : null}
          </p>
        ) : null}
        {dated && end ? (
          <p data-testid="event-end">
            <time dateTime={end.toISOString()}>{t('ends', { date: formatDate(end, locale, 'long'), time: formatTime(end) })}</time>
          </p>
        ) : null}
        {event.dateNote ? <p>{event.dateNote}</p> : null}
        {!dated && !event.dateNote ? <p data-soon="">{t('soon')}</p> : null}
        {dated ? (
          <a className={styles.button} href={localizedPath(routes.eventCalendar(page.uniqueUrl), locale)} download>
            {t('addToCalendar')}
          </a>
        ) : null}
      </section>
      {info.length > 0 ? (
        <section className={styles.panel} aria-labelledby="event-info">
          <h2 id="event-info">{t('information')}</h2>
          <dl className={styles.info}>
            {info.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {point || event.mapUrl ? (
        <section className={styles.panel} aria-labelledby="event-map" data-testid="event-map">
          <h2 id="event-map">{t('mapHeading')}</h2>
          {point ? (
            <ClientMessages locale={locale} namespaces={['Map']}>
              <PlaceMap point={point} label={t('mapLabel', { title: page.title })} tiles={tiles} />
            </ClientMessages>
          ) : null}
          {event.mapUrl ? (
            <a className={styles.button} href={event.mapUrl} target="_blank" rel="noopener noreferrer" aria-label={t('mapLinkLabel', { title: page.title })}>
              {t('mapLink')}
            </a>
          ) : null}
        </section>
      ) : null}
      {event.suitableFor?.length ? (
        <section className={styles.panel} aria-labelledby="event-suitable">
          <h2 id="event-suitable">{t('suitableFor')}</h2>
          <ul className={styles.suitable} role="list">
            {event.suitableFor.map((item, i) => (
              <li key={item.id ?? i}>
                <SuitableIcon icon={item.icon} />
                {item.label}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  )
}
