/**
 * NewsImages: the news article's pictures as a one-at-a-time carousel with previous and next. Uses the shared
 * Carousel, so autoplay, pause and keyboard behave as everywhere else. A single
 * picture is shown on its own: a carousel of one would only add controls that do nothing.
 */
import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/Carousel'
import { Media, imageOf } from '@/components/ui/Media'

import { itemsOf, type SectionProps } from '../types'

export async function NewsImages({ section, locale }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'News' })
  const pictures = itemsOf(section).filter((item) => imageOf(item.image))
  if (pictures.length === 0) return null
  const slides = pictures.map((item, index) => (
    <Media
      key={item.id ?? index}
      resource={item.image}
      alt={item.alt ?? undefined}
      sizes="(max-width: 1024px) 100vw, 48rem"
      aspectRatio="16 / 9"
      priority={index === 0}
    />
  ))
  if (slides.length === 1) return <figure style={{ margin: 0 }}>{slides[0]}</figure>
  return (
    <Carousel label={t('images')} slidesToShow={1}>
      {slides}
    </Carousel>
  )
}
