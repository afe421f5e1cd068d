/**
 * A photo gallery section (an event's PhotoGallaryEventsDetailsDhofar, the home page's HomeGallery): the pictures
 * in the shared carousel, each opening a lightbox (GalleryCarousel). Each picture keeps its caption (the item's
 * title) under it, so the gallery reads well without the pictures too.
 */
import { getTranslations } from 'next-intl/server'

import { imageOf, type PlainImage } from '@/components/ui/Media'

import styles from '../EventSections.module.css'
import { itemsOf, type SectionProps } from '../types'

import { GalleryCarousel, type GalleryPicture } from './GalleryCarousel'
import { ClientMessages } from '@/i18n/ClientMessages'

export async function PhotoGallery({ section, locale, index }: SectionProps) {
  const t = await getTranslations({ locale, namespace: 'Events' })
  const pictures: GalleryPicture[] = itemsOf(section).flatMap((item) => {
    const image = imageOf(item.image)
    if (!image) return []
    // What the card and the lightbox read, and no more: each field crosses to the browser in the page's payload.
    const { url, alt, width, height, mimeType, focalX, focalY } = image
    const drawn: PlainImage = { url, width, height }
    if (mimeType === 'image/svg+xml') drawn.mimeType = mimeType
    if ((focalX ?? 50) !== 50 || (focalY ?? 50) !== 50) Object.assign(drawn, { focalX, focalY })
    return [{ image: drawn, alt: item.alt || alt || item.title || '', caption: item.title ?? null }]
  })
  if (pictures.length === 0) return null
  const id = `gallery-${index}`
  return (
    // Not a labelled region: the carousel inside is the landmark, with the same name.
    <section className={styles.section}>
      <h2 id={id}>{t('gallery')}</h2>
      <ClientMessages locale={locale} namespaces={['Gallery', 'Carousel']}>
        <GalleryCarousel label={t('gallery')} pictures={pictures} />
      </ClientMessages>
    </section>
  )
}
