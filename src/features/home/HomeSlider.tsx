/**
 * Block 1, the main slider: full screen, three slides. Slide 1 is the home page's video
 * with its caption (the section's rich text and a link to /discover-dhofar), slide 2 the page's main image,
 * slide 3 the bundled coast video. Each video slide shows a poster picture, server-rendered: the first one is the
 * page's largest paint (priority), the videos load only when they play (see HeroVideo). The pictures of slides 2
 * and 3 wait for hydration (AfterHydration), so they do not compete with the first one and the scripts on a slow link.
 */
import { getTranslations } from 'next-intl/server'

import { AfterHydration } from '@/components/ui/AfterHydration'
import { Carousel } from '@/components/ui/Carousel'
import { Media, imageOf } from '@/components/ui/Media'
import { RichText } from '@/components/ui/RichText'
import { StaticHtml } from '@/components/ui/StaticHtml'
import { ClientMessages } from '@/i18n/ClientMessages'
import { Link } from '@/i18n/Link'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import coastPoster from '@/seed/media/coast-poster.jpg'
import { firstSection } from '@/sections/select'

import { HeroVideo } from './HeroVideo'
import styles from './HomeSlider.module.css'

/** The fixed second video, shipped with the site (public/video). */
const COAST_VIDEO = '/video/coast.mp4'

export async function HomeSlider({ page, locale }: { page: Page; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' })
  const caption = firstSection(page.sections, 'HomeSlider')?.sliderItems?.[0] ?? null
  const video = page.video && typeof page.video === 'object' && page.video.url ? page.video : null
  const poster = imageOf(caption?.image) ? caption?.image : page.image

  const slides = [
    <div key="video" className={styles.slide} data-slide-kind="video">
      <Media resource={poster} fill sizes="100vw" priority decorative />
      {video?.url ? <HeroVideo src={video.url} type={video.mimeType} label={video.alt || t('slider')} /> : null}
      {caption ? (
        // Static markup: in the HTML only, not in the payload (ADR 0028).
        <StaticHtml className={styles.caption}>
          {caption.text ? <RichText value={caption.text} className={styles.captionText} /> : null}
          {caption.link && caption.btnTitle ? (
            <Link href={caption.link} className={styles.captionLink}>
              {caption.btnTitle}
            </Link>
          ) : null}
        </StaticHtml>
      ) : null}
    </div>,
  ]
  if (imageOf(page.image)) {
    slides.push(
      <div key="image" className={styles.slide} data-slide-kind="image">
        <AfterHydration>
          <Media resource={page.image} fill sizes="100vw" />
        </AfterHydration>
      </div>,
    )
  }
  slides.push(
    <div key="coast" className={styles.slide} data-slide-kind="video">
      <AfterHydration>
        <Media resource={{ url: coastPoster.src, width: coastPoster.width, height: coastPoster.height, mimeType: 'image/jpeg' }} fill sizes="100vw" decorative />
      </AfterHydration>
      <HeroVideo src={COAST_VIDEO} type="video/mp4" label={t('coastVideo')} />
    </div>,
  )

  return (
    <div className={styles.slider} data-home-block="slider">
      {/* HeroVideo's buttons read their four labels (not all of Home's texts, ADR 0028); the carousel its own. */}
      <ClientMessages locale={locale} namespaces={['HeroVideo', 'Carousel']}>
        <Carousel label={t('slider')} slidesToShow={1} autoplay={false}>
          {slides}
        </Carousel>
      </ClientMessages>
    </div>
  )
}
