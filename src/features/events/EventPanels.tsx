/**
 * The side panels of an event page, after its key facts (EventFacts, under the title): the place, a small map
 * (loaded when scrolled near) with the "location" link to the map URL, which is also what a visitor without
 * JavaScript or map tiles gets, and "suitable for" with icons.
 */
import { getTranslations } from 'next-intl/server'

import { PlaceMap, placePoint, type TileConfig } from '@/features/map'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import styles from './EventDetail.module.css'
import { EVENT_MAP_ID } from './EventFacts'
import { SuitableIcon } from './icons'

export async function EventPanels({ page, locale, tiles }: { page: Page; locale: Locale; tiles: TileConfig }) {
  const t = await getTranslations({ locale, namespace: 'Events' })
  const event = page.event ?? {}
  const point = placePoint({ lat: event.lat, lng: event.lng, mapUrl: event.mapUrl, addresses: [event.location] })
  if (!point && !event.mapUrl && !event.suitableFor?.length) return null
  return (
    <aside className={styles.panels}>
      {point || event.mapUrl ? (
        <section id={EVENT_MAP_ID} className={styles.panel} aria-labelledby="event-map" data-testid="event-map">
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
