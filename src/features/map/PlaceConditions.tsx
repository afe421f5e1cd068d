/**
 * Places' cards: a place's name, linking to its page (a full load, so its page's "open now" script runs), its current condition (status in words and by its icon's shape, the note, when it was set)
 * and its current alerts. Server-rendered, no JavaScript. Rendered at each request of a page from two cached reads,
 * the places (tag `places`) and the alerts (tag `alerts`), whose tags the alerts' expiry timer expires when an alert
 * or a condition ends: a lapsed condition reads "not confirmed", an ended alert is gone (ADR 0038, ADR 0041).
 *
 * "Updated" is written by the server as an absolute time in Muscat ("14:05, 7 December 2026" in a <time>), true in a
 * copy the caches kept for hours; an inline script after the cards turns it into "12 minutes ago" in the browser and
 * keeps it true while the page is open (./relativeTimeScript.ts, ADR 0041).
 */
import { getTranslations } from 'next-intl/server'

import { AlertNotices, alertsAtPlace, alertsInWilayat, namesPlace, type PublicAlert } from '@/features/alerts'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/lib/page-routes'

import { shownStatus } from './conditions'
import type { MapPlace } from './data'
import { getMapPlaces, renderTime } from './queries'
import { StatusIcon } from './StatusIcon'
import { RelativeTimes, UpdatedTime } from './UpdatedTime'
import { WILAYATS, type RegionStyle } from './wilayats'
import styles from './PlaceConditions.module.css'

type Heading = 'h2' | 'h3'

/** The places worth a card: a condition set, or named by a current alert; in the wilayat when one is given. */
export function placesToKnow(places: readonly MapPlace[], current: readonly PublicAlert[], region?: RegionStyle): MapPlace[] {
  return places.filter((place) => (!region || place.region === region) && (place.condition || current.some((alert) => namesPlace(alert, place.id))))
}

export async function PlaceCard({
  place,
  alerts,
  locale,
  heading: Title = 'h3',
  now,
  link = true,
}: {
  place: MapPlace
  alerts: readonly PublicAlert[]
  locale: Locale
  heading?: Heading
  now: number
  /** Whether the name links to the place's page (not on that page itself). */
  link?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'Conditions' })
  const { condition } = place
  const shown = condition ? shownStatus(condition, now) : null
  const wilayat = WILAYATS.find((w) => w.style === place.region)
  const note = condition?.note[locale] ?? null
  return (
    <article className={styles.card} data-place={place.key} data-status={shown ?? undefined}>
      <Title className={styles.name}>{link ? <a href={localizedPath(routes.place(place.key), locale)}>{place.name[locale]}</a> : place.name[locale]}</Title>
      {wilayat ? <p className={styles.wilayat}>{wilayat.name[locale]}</p> : null}
      {condition && shown ? (
        <>
          <p className={`${styles.status} ${styles[shown]}`}>
            <StatusIcon status={shown} className={styles.icon} />
            <span>
              <span className={styles.label}>{t('statusLabel')}: </span>
              <strong>{t(`status.${shown}`)}</strong>
            </span>
          </p>
          {shown === 'unconfirmed' ? <p className={styles.note}>{t('unconfirmedNote')}</p> : note ? <p className={styles.note}>{note}</p> : null}
          {condition.setAt ? (
            <p className={styles.updated}>
              {t('updated')} <UpdatedTime iso={condition.setAt} locale={locale} />
            </p>
          ) : null}
        </>
      ) : null}
      <AlertNotices alerts={alertsAtPlace(alerts, place)} locale={locale} className={styles.alerts} />
    </article>
  )
}

/** A list of places' cards, then the relative-time script; nothing when there are none. */
export function PlaceCards({ places, alerts, locale, heading }: { places: readonly MapPlace[]; alerts: readonly PublicAlert[]; locale: Locale; heading?: Heading }) {
  if (places.length === 0) return null
  const now = renderTime()
  return (
    <>
      <ul className={styles.grid} role="list" data-place-cards="">
        {places.map((place) => (
          <li key={place.id}>
            <PlaceCard place={place} alerts={alerts} locale={locale} heading={heading} now={now} />
          </li>
        ))}
      </ul>
      <RelativeTimes />
    </>
  )
}

/** The interactive map's section under the map: every place with a condition or an alert. */
export async function MapConditions({ places, alerts, locale }: { places: readonly MapPlace[]; alerts: readonly PublicAlert[]; locale: Locale }) {
  const shown = placesToKnow(places, alerts)
  if (shown.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Conditions' })
  return (
    <section className={styles.section} aria-labelledby="map-conditions-title" data-map-conditions="">
      <h2 id="map-conditions-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <PlaceCards places={shown} alerts={alerts} locale={locale} />
    </section>
  )
}

/**
 * A wilayat's page: its current alerts (named, through one of its places, or the whole governorate's), then its
 * places' cards. Nothing when it has neither.
 */
export async function WilayatConditions({ region, alerts, locale }: { region: RegionStyle; alerts: readonly PublicAlert[]; locale: Locale }) {
  const wilayat = WILAYATS.find((w) => w.style === region)
  if (!wilayat) return null
  const inWilayat = alertsInWilayat(alerts, region)
  const places = placesToKnow(await getMapPlaces(), alerts, region)
  if (inWilayat.length === 0 && places.length === 0) return null
  const [t, tAlerts] = await Promise.all([
    getTranslations({ locale, namespace: 'Conditions' }),
    getTranslations({ locale, namespace: 'Alerts' }),
  ])
  return (
    <section className={styles.section} aria-labelledby="wilayat-conditions-title" data-wilayat-conditions={wilayat.slug}>
      {inWilayat.length ? (
        <>
          <h2 id="wilayat-conditions-title" className={styles.title}>
            {tAlerts('inWilayat', { wilayat: wilayat.name[locale] })}
          </h2>
          <AlertNotices alerts={inWilayat} locale={locale} className={styles.wilayatAlerts} />
        </>
      ) : null}
      {places.length ? (
        <>
          <h2 id={inWilayat.length ? undefined : 'wilayat-conditions-title'} className={styles.title}>
            {t('inWilayat', { wilayat: wilayat.name[locale] })}
          </h2>
          <PlaceCards places={places} alerts={alerts} locale={locale} />
        </>
      ) : null}
    </section>
  )
}
