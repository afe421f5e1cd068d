/**
 * Block 5, discover: the shared carousel with its defaults (3 visible, scroll 1, circular, autoplay);
 * each card's text cut to 20 words, each linking to /discover-dhofar.
 */
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/ui/Card'
import { Carousel, hiddenBeforeRun } from '@/components/ui/Carousel'
import { StaticHtml } from '@/components/ui/StaticHtml'
import type { Locale } from '@/i18n/locales'
import { cutWords } from '@/lib/text'
import type { PageSection } from '@/sections/types'

import { BlockHead } from './BlockHead'
import styles from './Home.module.css'
import { cardsOf } from './sections'

export const DISCOVER_WORDS = 20
export const DISCOVER_PATH = '/discover-dhofar'

export async function DiscoverCarousel({ section, locale }: { section: PageSection | null; locale: Locale }) {
  const items = cardsOf(section).filter((item) => item.title)
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Home' })
  return (
    // Not a labelled region: the carousel inside is the landmark, with the same name.
    <section className={styles.block} data-home-block="discover">
      <BlockHead id="home-discover" title={t('discover')} more={{ href: DISCOVER_PATH, label: t('discoverAll') }} />
      <Carousel label={t('discover')}>
        {items.map((item, i) => (
          <StaticHtml key={item.id ?? i} deferPictures={hiddenBeforeRun(i)}>
            <Card
              title={item.title ?? ''}
              href={item.link || DISCOVER_PATH}
              image={item.image}
              imageAlt={item.alt ?? undefined}
              text={cutWords(item.description, DISCOVER_WORDS)}
            />
          </StaticHtml>
        ))}
      </Carousel>
    </section>
  )
}
