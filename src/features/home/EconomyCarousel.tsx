/**
 * Block 6, economy: the sectors grouped 5 per slide, one group shown at a time, with the shared
 * carousel's behaviour (circular, autoplay, pause). Each sector links to its economy page.
 */
import { getTranslations } from 'next-intl/server'

import { CardList } from '@/components/ui/Card'
import { Carousel, hiddenBeforeRun } from '@/components/ui/Carousel'
import { StaticHtml } from '@/components/ui/StaticHtml'
import type { Locale } from '@/i18n/locales'
import { chunk } from '@/lib/text'
import type { PageSection } from '@/sections/types'

import styles from './Economy.module.css'
import { BlockHead } from './BlockHead'
import home from './Home.module.css'
import { cardsOf } from './sections'

export const ECONOMY_PER_SLIDE = 5

export async function EconomyCarousel({ section, locale }: { section: PageSection | null; locale: Locale }) {
  const items = cardsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Home' })
  return (
    // Not a labelled region: the carousel inside is the landmark, with the same name.
    <section className={home.block} data-home-block="economy">
      <BlockHead id="home-economy" title={t('economy')} />
      <Carousel label={t('economy')} slidesToShow={1}>
        {chunk(items, ECONOMY_PER_SLIDE).map((group, g) => (
          <StaticHtml key={g} deferPictures={hiddenBeforeRun(g, 1)}>
            <CardList
              items={group}
              className={`${home.list} ${styles.group}`}
              // A sector is its name and picture: no text.
              card={{
                text: undefined,
                sizes: 'sector',
                aspectRatio: '1 / 1',
                className: styles.sector,
              }}
            />
          </StaticHtml>
        ))}
      </Carousel>
    </section>
  )
}
