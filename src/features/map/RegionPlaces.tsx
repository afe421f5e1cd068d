'use client'
/**
 * The places of the chosen wilayat under the simple map (`/mapLeaflet` shows its places): their names
 * in the page's language, each a button that centres the map on it, followed by what the server says of it now
 * (`marks`: its condition and alerts, ./PlaceConditions).
 */
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { Wilayat } from './wilayats'
import type { MapHit } from './search'
import styles from './Map.module.css'

type Props = { region: Wilayat; places: readonly MapHit[]; onPick: (place: MapHit) => void; marks?: Readonly<Record<string, ReactNode>> }

export function RegionPlaces({ region, places, onPick, marks }: Props) {
  const t = useTranslations('Map')
  const locale = useLocale() === 'ar' ? 'ar' : 'en'
  const own = places.filter((p) => p.region === region.style)
  return (
    <section className={styles.cards} aria-labelledby="region-places-title" data-testid="region-places">
      <h2 id="region-places-title" className={styles.cardsTitle} data-region={region.slug}>
        {t('placesIn', { region: region.name[locale] })}
      </h2>
      {own.length === 0 ? (
        <p className={styles.hint}>{t('noCards')}</p>
      ) : (
        <ul className={styles.placeList} role="list">
          {own.map((place) => (
            <li key={place.id}>
              <button type="button" className={styles.placeButton} onClick={() => onPick(place)}>
                {place.label[locale]}
              </button>
              {marks?.[place.id]}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
