/**
 * PageImages: a page's optional picture carousel (on economy pages: an image carousel with previous and next),
 * one picture at a time on the shared Carousel, each with its item title as caption. A single picture is shown
 * on its own: a carousel of one would only add controls that do nothing.
 */
import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/Carousel'
import { Media, imageOf } from '@/components/ui/Media'

import { itemsOf, type SectionProps } from '../types'
import styles from './PageImages.module.css'

export async function PageImages({ section, locale, index }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'ContentScreens' })
  const pictures = itemsOf(section).filter((item) => imageOf(item.image))
  if (pictures.length === 0) return null
  const slides = pictures.map((item, i) => (
    <figure key={item.id ?? i} className={styles.figure}>
      <Media resource={item.image} alt={item.alt ?? undefined} sizes="(max-width: 1024px) 100vw, 48rem" aspectRatio="16 / 9" priority={i === 0} />
      {item.title ? <figcaption className={styles.caption}>{item.title}</figcaption> : null}
    </figure>
  ))
  if (slides.length === 1) return slides[0]
  return (
    <Carousel label={index > 0 ? t('picturesN', { number: String(index + 1) }) : t('pictures')} slidesToShow={1}>
      {slides}
    </Carousel>
  )
}
