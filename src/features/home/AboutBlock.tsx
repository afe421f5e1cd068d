/** Block 3, about: the section's two link cards (picture, title, text, the editor's button text). */
import { getTranslations } from 'next-intl/server'

import { CardList } from '@/components/ui/Card'
import { StaticHtml } from '@/components/ui/StaticHtml'
import type { Locale } from '@/i18n/locales'
import type { PageSection } from '@/sections/types'

import { BlockHead } from './BlockHead'
import styles from './Home.module.css'
import { cardsOf } from './sections'

export async function AboutBlock({ section, locale }: { section: PageSection | null; locale: Locale }) {
  const items = cardsOf(section)
    .filter((item) => item.title)
    .slice(0, 2)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Home' })
  return (
    <StaticHtml as="section" className={styles.block} aria-labelledby="home-about" data-home-block="about">
      <BlockHead id="home-about" title={t('about')} />
      <CardList
        items={items}
        className={`${styles.list} ${styles.cards}`}
        card={{ sizes: '(max-width: 560px) 100vw, 50vw', aspectRatio: '16 / 9' }}
        extra={(item) =>
          item.link && item.btnTitle ? (
            <span className={styles.readMore} aria-hidden="true">
              {item.btnTitle}
            </span>
          ) : null
        }
      />
    </StaticHtml>
  )
}
