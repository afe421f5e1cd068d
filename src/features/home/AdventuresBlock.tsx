/** Block 11, adventures and events: the section's link cards (events, the map, seasons, planning a visit). */
import { getTranslations } from 'next-intl/server'

import { CardList } from '@/components/ui/Card'
import { StaticHtml } from '@/components/ui/StaticHtml'
import type { Locale } from '@/i18n/locales'
import type { PageSection } from '@/sections/types'

import { BlockHead } from './BlockHead'
import styles from './Home.module.css'
import { cardsOf } from './sections'

export async function AdventuresBlock({ section, locale }: { section: PageSection | null; locale: Locale }) {
  const items = cardsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Home' })
  return (
    <StaticHtml as="section" className={styles.block} aria-labelledby="home-adventures" data-home-block="adventures">
      <BlockHead id="home-adventures" title={t('adventures')} />
      <CardList
        items={items}
        className={`${styles.list} ${styles.cards}`}
        card={{ sizes: 'adventure' }}
      />
    </StaticHtml>
  )
}
