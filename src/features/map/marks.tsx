/**
 * What the server says beside a wilayat's or a place's name in the map's lists, and on its drawing: which are under a
 * current alert (./StaticMap's hatching and icons, ./RegionList's marks) and each place's condition
 * (./RegionPlaces). Rendered here, passed to the client lists as finished markup, so the lists carry no rules and
 * no messages of their own (the JavaScript budget, ADR 0012).
 */
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { AlertMark, alertsAtPlace, alertsInWilayat, mostSevere, namesPlace, type PublicAlert } from '@/features/alerts'
import type { Locale } from '@/i18n/locales'

import { shownStatus } from './conditions'
import type { MapPlace } from './data'
import { renderTime } from './queries'
import type { DrawingMarks } from './StaticMap'
import { StatusIcon } from './StatusIcon'
import { UpdatedTime } from './UpdatedTime'
import { WILAYATS, type RegionStyle, type Wilayat } from './wilayats'
import styles from './PlaceConditions.module.css'

/** The wilayats under a current alert, each with its most severe one's mark. */
export function regionMarks(alerts: readonly PublicAlert[], locale: Locale, regions: readonly Wilayat[] = WILAYATS): Partial<Record<RegionStyle, ReactNode>> {
  const marks: Partial<Record<RegionStyle, ReactNode>> = {}
  for (const region of regions) {
    const severity = mostSevere(alertsInWilayat(alerts, region.style))
    if (severity) marks[region.style] = <AlertMark severity={severity} locale={locale} />
  }
  return marks
}

/** For the drawing: the wilayats to hatch, the places named by an alert, and the words for them; null for none. */
export async function drawingMarks(alerts: readonly PublicAlert[], places: readonly MapPlace[], locale: Locale): Promise<DrawingMarks | null> {
  const regions = WILAYATS.filter((region) => alertsInWilayat(alerts, region.style).length > 0)
  if (regions.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Conditions' })
  const named = places.flatMap((place) => {
    const severity = mostSevere(alerts.filter((alert) => namesPlace(alert, place.id)))
    return severity ? [{ key: place.key, lat: place.lat, lng: place.lng, severity }] : []
  })
  const whole = regions.length === WILAYATS.length
  return {
    regions: regions.map((region) => region.style),
    places: named,
    summary: t('drawingAlerts', { wilayats: whole ? t('wholeGovernorate') : regions.map((r) => r.name[locale]).join(locale === 'ar' ? '، ' : ', ') }),
    legend: { region: t('legendAlert'), place: t('legendPlace') },
  }
}

/** A place's condition and alerts in a few words, after its name in a list. */
export async function PlaceMark({ place, alerts, locale, now }: { place: MapPlace; alerts: readonly PublicAlert[]; locale: Locale; now: number }) {
  const t = await getTranslations({ locale, namespace: 'Conditions' })
  const shown = place.condition ? shownStatus(place.condition, now) : null
  const severity = mostSevere(alertsAtPlace(alerts, place))
  const setAt = place.condition?.setAt
  return (
    <span className={styles.mark} data-place-mark={place.key} data-status={shown ?? undefined}>
      {shown ? (
        <span className={styles[shown]}>
          <StatusIcon status={shown} className={styles.markIcon} />
          <strong>{t(`status.${shown}`)}</strong>
        </span>
      ) : null}
      {setAt ? (
        <span>
          {t('updated')} <UpdatedTime iso={setAt} locale={locale} />
        </span>
      ) : null}
      {severity ? <AlertMark severity={severity} locale={locale} /> : null}
    </span>
  )
}

/** The marks of the places that have something to say, by their search id (`place:<key>`). */
export function placeMarks(places: readonly MapPlace[], alerts: readonly PublicAlert[], locale: Locale): Record<string, ReactNode> {
  const now = renderTime()
  const marks: Record<string, ReactNode> = {}
  for (const place of places) {
    if (place.condition || alertsAtPlace(alerts, place).length) marks[`place:${place.key}`] = <PlaceMark place={place} alerts={alerts} locale={locale} now={now} />
  }
  return marks
}
