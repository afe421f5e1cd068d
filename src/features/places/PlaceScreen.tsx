/**
 * A place's page (`/places/{key}`): what a visitor needs to plan a visit, server-rendered, no JavaScript of its own
 * but the small inline "open now" script (./openNowScript.ts): its wilayat, what is known now (its condition and the
 * alerts that name it, the map's place card), the picture, opening hours as tables (usual, each season's, closures),
 * the entry fee, accessibility and facilities (each yes, no or "not recorded"), best seasons, safety, contact,
 * directions with the coordinates, and the nearest places.
 */
import { getFormatter, getTranslations } from 'next-intl/server'

import { alertsAtPlace, type PublicAlert } from '@/features/alerts'
import { PlaceCard, RelativeTimes, renderTime, WILAYATS } from '@/features/map'
import { PageHeader } from '@/components/ui/PageHeader'
import { Media } from '@/components/ui/Media'
import { InlineScript } from '@/components/ui/JsonLd'
import { Link } from '@/i18n/Link'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { formatDate } from '@/lib/dates'
import { env } from '@/lib/env'
import { routes, screens } from '@/lib/page-routes'

import type { PlaceEntry } from './data'
import { coordinate, directionLinks } from './directions'
import { compactHours, WEEKDAYS, type HoursRow, type Weekday } from './hours'
import { nearbyPlaces } from './nearby'
import { OPEN_NOW_SCRIPT_ID, openNowScriptSource } from './openNowScript'
import { ACCESS_FACTS, FACILITIES, telHref, type Fact } from './travel'
import styles from './Places.module.css'

const OPEN_NOW_SCRIPT = openNowScriptSource()

type T = Awaited<ReturnType<typeof getTranslations<'Places'>>>

/** Sunday's date in a week, for the day names in the page's language ("Sunday", "الأحد"). */
const SUNDAY = Date.UTC(2026, 0, 4, 12)

function dayName(day: Weekday, locale: Locale): string {
  const date = new Date(SUNDAY + WEEKDAYS.indexOf(day) * 86_400_000)
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(date)
}

function spanText(row: HoursRow, t: T): string {
  const closesNextDay = row.overnight || row.closes === '00:00'
  return closesNextDay && row.closes !== '00:00' ? t('overnight', { opens: row.opens, closes: row.closes }) : `${row.opens}–${row.closes === '00:00' ? '24:00' : row.closes}`
}

function HoursTable({ rows, caption, locale, t }: { rows: HoursRow[]; caption: string; locale: Locale; t: T }) {
  return (
    <table className={styles.hours}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('day')}</th>
          <th scope="col">{t('times')}</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((day) => {
          const spans = rows.filter((row) => row.days.includes(day)).sort((a, b) => a.opens.localeCompare(b.opens))
          return (
            <tr key={day}>
              <th scope="row">{dayName(day, locale)}</th>
              <td>{spans.length ? spans.map((row) => spanText(row, t)).join(', ') : t('closed')}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function FactList({ items, t }: { items: { label: string; value: Fact }[]; t: T }) {
  return (
    <dl className={styles.facts}>
      {items.map(({ label, value }) => (
        <div key={label} data-fact={value ?? 'unknown'}>
          <dt>{label}</dt>
          <dd className={value ? undefined : styles.unknown}>{value === 'yes' ? t('yes') : value === 'no' ? t('no') : t('notRecorded')}</dd>
        </div>
      ))}
    </dl>
  )
}

export async function PlaceScreen({ place, places, alerts, locale, wilayatPage }: { place: PlaceEntry; places: readonly PlaceEntry[]; alerts: readonly PublicAlert[]; locale: Locale; wilayatPage: string | null }) {
  const [t, nav, format] = await Promise.all([getTranslations({ locale, namespace: 'Places' }), getTranslations({ locale, namespace: 'Navigation' }), getFormatter({ locale })])
  const { travel } = place
  const wilayat = WILAYATS.find((w) => w.style === place.region)
  const name = place.name[locale]
  const description = place.description[locale]
  const compact = compactHours(travel.hours)
  const atPlace = alertsAtPlace(alerts, place)
  const nearby = nearbyPlaces(place, places)
  const links = directionLinks(place, name)
  const words = Object.fromEntries((['always', 'open', 'opensToday', 'opensTomorrow', 'closedToday', 'closedNow'] as const).map((key) => [key, t(`openNow.${key}`, { time: '{time}' })]))
  const omr = (amount: number) => t('omr', { amount: format.number(amount, { minimumFractionDigits: amount % 1 ? 3 : 0, maximumFractionDigits: 3, numberingSystem: 'latn' }) })
  const date = (value: string) => formatDate(value, locale)

  return (
    <main id="main" className={styles.page} data-place-page={place.key}>
      <PageHeader
        title={name}
        description={description}
        breadcrumb={[{ label: nav('home'), href: '/' }, { label: t('title'), href: screens.places }, { label: name }]}
        baseUrl={env.SITE_URL}
      >
        {wilayat ? (
          <p className={styles.wilayatLine}>
            {wilayatPage ? <Link href={routes.stateDetail(wilayatPage)}>{t('inWilayat', { wilayat: wilayat.name[locale] })}</Link> : t('inWilayat', { wilayat: wilayat.name[locale] })}
          </p>
        ) : null}
      </PageHeader>
      <div className={styles.body}>
        {place.condition || atPlace.length ? (
          <section aria-labelledby="place-now" className={styles.section}>
            <h2 id="place-now">{t('conditions')}</h2>
            <PlaceCard place={place} alerts={alerts} locale={locale} now={renderTime()} link={false} />
            <RelativeTimes />
          </section>
        ) : null}

        {place.image ? (
          <Media resource={{ ...place.image, alt: place.image.alt[locale] ?? '' }} sizes="(max-width: 48rem) 100vw, 48rem" className={styles.picture} />
        ) : null}

        <section aria-labelledby="place-facts" className={styles.section}>
          <h2 id="place-facts">{t('facts')}</h2>

          <div className={styles.block} data-place-hours="">
            <h3>{t('hours')}</h3>
            {compact ? (
              <>
                {/* Hidden until the script below says what holds now. It rewrites the text before React hydrates the page:
                    one string child and suppressHydrationWarning let React keep the script's text (as UpdatedTime does). */}
                <p className={styles.openNow} data-open-now="" data-hours={JSON.stringify(compact)} data-words={JSON.stringify(words)} role="status" hidden suppressHydrationWarning>
                  {t('hours')}
                </p>
                <InlineScript id={OPEN_NOW_SCRIPT_ID} source={OPEN_NOW_SCRIPT} />
              </>
            ) : null}
            {travel.hours.kind === 'unknown' ? <p className={styles.unknown}>{t('hoursNotRecorded')}</p> : null}
            {travel.hours.kind === 'always' ? <p>{t('alwaysOpen')}</p> : null}
            {travel.hours.kind === 'weekly' ? (
              <>
                <HoursTable rows={travel.hours.rows} caption={t('weekly')} locale={locale} t={t} />
                {travel.hours.variants.map((variant) => (
                  <HoursTable
                    key={`${variant.from}-${variant.to}`}
                    rows={variant.rows}
                    caption={t('season', { name: variant.name[locale] ?? t(`variant.${variant.kind}`), from: date(variant.from), to: date(variant.to) })}
                    locale={locale}
                    t={t}
                  />
                ))}
              </>
            ) : null}
            {travel.hours.kind !== 'unknown' && travel.hours.closures.length ? (
              <>
                <h4>{t('closures')}</h4>
                <ul className={styles.plain}>
                  {travel.hours.closures.map((closure) => (
                    <li key={`${closure.from}-${closure.to}`}>
                      {closure.from === closure.to ? date(closure.from) : t('closureRange', { from: date(closure.from), to: date(closure.to) })}
                      {closure.reason[locale] ? `: ${closure.reason[locale]}` : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {travel.hours.kind !== 'unknown' ? <p className={styles.hint}>{t('timesInMuscat')}</p> : null}
          </div>

          <div className={styles.block} data-place-fee="">
            <h3>{t('fee')}</h3>
            {travel.fee.kind === 'unknown' ? <p className={styles.unknown}>{t('feeNotRecorded')}</p> : null}
            {travel.fee.kind === 'free' ? <p>{t('free')}</p> : null}
            {travel.fee.kind === 'paid' ? (
              <dl className={styles.facts}>
                {travel.fee.amounts.map((a) => (
                  <div key={a.visitor}>
                    <dt>{t(`visitor.${a.visitor}`)}</dt>
                    <dd>{omr(a.omr)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {travel.fee.kind !== 'unknown' && travel.fee.note[locale] ? <p>{travel.fee.note[locale]}</p> : null}
          </div>

          <div className={styles.block} data-place-access="">
            <h3>{t('access')}</h3>
            <FactList items={ACCESS_FACTS.map((key) => ({ label: t(`accessFact.${key}`), value: travel.access[key] }))} t={t} />
            <dl className={styles.facts}>
              <div data-fact={travel.access.surface ?? 'unknown'}>
                <dt>{t('surface')}</dt>
                <dd className={travel.access.surface ? undefined : styles.unknown}>{travel.access.surface ? t(`surfaces.${travel.access.surface}`) : t('notRecorded')}</dd>
              </div>
            </dl>
            {travel.access.note[locale] ? <p>{travel.access.note[locale]}</p> : null}
          </div>

          <div className={styles.block} data-place-facilities="">
            <h3>{t('facilities')}</h3>
            <FactList items={FACILITIES.map((key) => ({ label: t(`facility.${key}`), value: travel.facilities[key] }))} t={t} />
          </div>

          {travel.bestSeasons.length ? (
            <div className={styles.block}>
              <h3>{t('bestSeasons')}</h3>
              <ul className={styles.plain}>
                {travel.bestSeasons.map((season) => (
                  <li key={season}>{t(`season_${season}`)}</li>
                ))}
              </ul>
            </div>
          ) : null}

          {travel.safety[locale] ? (
            <div className={`${styles.block} ${styles.safety}`}>
              <h3>{t('safety')}</h3>
              <p>{travel.safety[locale]}</p>
            </div>
          ) : null}

          {travel.phone || travel.website ? (
            <div className={styles.block}>
              <h3>{t('contact')}</h3>
              <dl className={styles.facts}>
                {travel.phone ? (
                  <div>
                    <dt>{t('phone')}</dt>
                    <dd>
                      <a href={telHref(travel.phone)} dir="ltr">
                        {travel.phone}
                      </a>
                    </dd>
                  </div>
                ) : null}
                {travel.website ? (
                  <div>
                    <dt>{t('website')}</dt>
                    <dd>
                      <a href={travel.website} dir="ltr" rel="noopener">
                        {travel.website.replace(/^https:\/\//, '')}
                      </a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </div>
          ) : null}
        </section>

        <section aria-labelledby="place-directions" className={styles.section} data-place-directions="">
          <h2 id="place-directions">{t('directions')}</h2>
          <p className={styles.actions}>
            <a href={links.web} className={styles.button} rel="noopener">
              {t('getDirections')}
            </a>
            <a href={links.geo} className={styles.secondary}>
              {t('openInMapsApp')}
            </a>
          </p>
          <p>
            {t('coordinates')}:{' '}
            <code className={styles.coordinates} dir="ltr" data-coordinates="">
              {coordinate(place.lat)}, {coordinate(place.lng)}
            </code>
          </p>
          <p className={styles.hint}>{t('coordinatesHint')}</p>
          <p>
            <Link href={screens.interactiveMap}>{t('onMap')}</Link>
          </p>
        </section>

        {nearby.length ? (
          <section aria-labelledby="place-nearby" className={styles.section}>
            <h2 id="place-nearby">{t('nearby')}</h2>
            <ul className={styles.nearby}>
              {nearby.map(({ place: other, km }) => (
                <li key={other.key}>
                  <a href={localizedPath(routes.place(other.key), locale)}>{other.name[locale]}</a>{' '}
                  <span className={styles.hint}>{t('distance', { km: format.number(km, { maximumFractionDigits: km < 10 ? 1 : 0, numberingSystem: 'latn' }) })}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  )
}
