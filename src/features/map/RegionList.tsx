'use client'
/**
 * The wilayats as a list of buttons: the non-pointer way to choose a region, and what the page shows before
 * (and without) the map's code. `aria-pressed` tells which one is selected. `marks`, rendered by the server, say
 * which wilayats are under a current alert (in words, with the severity's icon), so the list says it in text.
 */
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { RegionStyle, Wilayat } from './wilayats'
import styles from './Map.module.css'

type Props = {
  regions: readonly Wilayat[]
  /** The highlighted one (the default shows Salalah's cards, so Salalah is marked when nothing is chosen). */
  current: RegionStyle
  onSelect: (style: RegionStyle) => void
  marks?: Partial<Record<RegionStyle, ReactNode>>
}

export function RegionList({ regions, current, onSelect, marks }: Props) {
  const t = useTranslations('Map')
  const locale = useLocale() === 'ar' ? 'ar' : 'en'
  return (
    <nav className={styles.regions} aria-labelledby="map-regions-title">
      <h2 id="map-regions-title" className={styles.regionsTitle}>
        {t('regions')}
      </h2>
      <p className={styles.hint}>{t('regionsHint')}</p>
      <ul className={styles.regionList}>
        {regions.map((region) => (
          <li key={region.style}>
            <button
              type="button"
              className={styles.regionButton}
              aria-pressed={current === region.style}
              data-region={region.slug}
              onClick={() => onSelect(region.style)}
            >
              {region.name[locale]}
              {marks?.[region.style]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
