/**
 * Block 10, the interactive map of the wilayats: the map feature's home block (500px, Leaflet fetched only when
 * it nears the viewport; the region list stands in until then and without JavaScript).
 */
import { getTranslations } from 'next-intl/server'

import { HomeMap, type TileConfig } from '@/features/map'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'
import { screens } from '@/lib/page-routes'

import { BlockHead } from './BlockHead'
import styles from './Home.module.css'

export async function MapBlock({ tiles, locale }: { tiles: TileConfig; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' })
  return (
    <section className={styles.block} aria-labelledby="home-map" data-home-block="map">
      <BlockHead id="home-map" title={t('map')} more={{ href: screens.interactiveMap, label: t('mapLink') }} />
      <ClientMessages locale={locale} namespaces={['Map']}>
        <HomeMap tiles={tiles} />
      </ClientMessages>
    </section>
  )
}
