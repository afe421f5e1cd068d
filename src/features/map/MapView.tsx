'use client'
/**
 * The only door to Leaflet: `next/dynamic` with `ssr: false` puts Leaflet (and its CSS) in a chunk of its own,
 * fetched when a map is actually rendered, and not before the page has loaded and the browser is idle
 * (useAfterLoad): Leaflet's code and the map's first drawing are tasks of their own after the page's start-up,
 * not additions to hydration's, and its chunk does not compete with the first screen's pictures. Until then the
 * box keeps its size, so nothing shifts.
 */
import dynamic from 'next/dynamic'
import { useLocale, useTranslations } from 'next-intl'

import { useAfterLoad } from '@/lib/useAfterLoad'

import type { LeafletMapProps, MapFocus } from './LeafletMap'
import type { TileConfig } from './queries'
import type { RegionStyle, Wilayat } from './wilayats'
import styles from './Map.module.css'

function Loading() {
  const t = useTranslations('Map')
  return <p className={styles.loading}>{t('loading')}</p>
}

const LeafletMap = dynamic<LeafletMapProps>(() => import('./LeafletMap'), { ssr: false, loading: () => <Loading /> })

type Props = {
  regions: readonly Wilayat[]
  selected: RegionStyle | null
  onSelect: (style: RegionStyle) => void
  tiles: TileConfig
  focus?: MapFocus | null
  className?: string
}

export function MapView({ className, ...props }: Props) {
  const t = useTranslations('Map')
  const locale = useLocale() === 'ar' ? 'ar' : 'en'
  const loaded = useAfterLoad()
  return (
    <div className={[styles.map, className].filter(Boolean).join(' ')}>
      {loaded ? (
        <LeafletMap {...props} locale={locale} label={t('mapLabel')} selectLabel={(name) => t('selectRegion', { name })} />
      ) : (
        <Loading />
      )}
    </div>
  )
}
