/**
 * PhotoGallaryEventsDetailsDhofar: an event's photo gallery, as the shared carousel (3/2/1 visible). Each
 * picture keeps its caption (the item's title) under it, so the gallery reads well without the pictures too.
 */
import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/Carousel'
import { Media, imageOf } from '@/components/ui/Media'

import styles from '../EventSections.module.css'
import { itemsOf, type SectionProps } from '../types'

export async function PhotoGallery({ section, locale, index }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Events' })
  const pictures = itemsOf(section).filter((item) => imageOf(item.image))
  if (pictures.length === 0) return null
  const id = `gallery-${index}`
  return (
    // Not a labelled region: the carousel inside is the landmark, with the same name.
    <section className={styles.section}>
      <h2 id={id}>{t('gallery')}</h2>
      <Carousel label={t('gallery')}>
        {pictures.map((item, i) => (
          <figure key={item.id ?? i} className={styles.figure}>
            <Media resource={item.image} alt={item.alt ?? undefined} sizes="(max-width: 560px) 100vw, 33vw" aspectRatio="4 / 3" />
            {item.title ? <figcaption>{item.title}</figcaption> : null}
          </figure>
        ))}
      </Carousel>
    </section>
  )
}
