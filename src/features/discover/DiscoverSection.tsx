/**
 * A discover section, anchored for the sidebar: its first item introduces it, its slider items
 * follow as a carousel and its card items as a grid. MountainsAndDeserts also shows the page's video, with its
 * poster and controls, muted, loading nothing until the visitor presses play.
 */
import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/Carousel'
import { imageOf } from '@/components/ui/Media'
import type { Locale } from '@/i18n/locales'
import type { Media as MediaDoc } from '@/payload-types'
import type { SectionItem } from '@/sections/types'

import type { DiscoverEntry } from './discover'
import styles from './Discover.module.css'
import { DiscoverItem } from './DiscoverItem'

function posterOf(item: SectionItem | undefined): string | undefined {
  const image = item?.image
  if (!image || typeof image !== 'object') return undefined
  return image.sizes?.hero?.url ?? image.sizes?.card?.url ?? imageOf(image)?.url
}

function SectionVideo({ video, poster, fallback }: { video: MediaDoc; poster?: string; fallback: string }) {
  if (!video.url || !video.mimeType?.startsWith('video/')) return null
  return (
    <figure className={styles.video} data-testid="discover-video">
      <video controls muted playsInline preload="none" poster={poster} aria-describedby={`video-${video.id}`}>
        <source src={video.url} type={video.mimeType} />
        {fallback}
      </video>
      {video.alt ? <figcaption id={`video-${video.id}`}>{video.alt}</figcaption> : null}
    </figure>
  )
}

type Props = { entry: DiscoverEntry; video: MediaDoc | null; locale: Locale }

export async function DiscoverSection({ entry, video, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Discover' })
  const { section, anchor } = entry
  const slides = section.sliderItems ?? []
  const cards = section.cardItems ?? []
  const [intro, ...rest] = [...slides, ...cards]
  const restSlides = rest.slice(0, Math.max(0, slides.length - 1))
  const restCards = rest.slice(restSlides.length)
  const showVideo = section.style === 'MountainsAndDeserts' && video
  return (
    <section
      id={anchor}
      className={styles.section}
      tabIndex={-1}
      data-focus-target=""
      aria-labelledby={intro.title ? `${anchor}-intro-title` : undefined}
      data-style={section.style}
    >
      <DiscoverItem item={intro} id={`${anchor}-intro`} variant="intro" />
      {showVideo ? <SectionVideo video={video} poster={posterOf(intro)} fallback={t('videoUnsupported')} /> : null}
      {restSlides.length > 0 ? (
        <Carousel label={intro.title ? `${intro.title} · ${t('moreSlides')}` : t('moreSlides')} slidesToShow={2}>
          {restSlides.map((item, i) => (
            <DiscoverItem key={item.id ?? i} item={item} id={`${anchor}-slide-${i + 1}`} variant="card" />
          ))}
        </Carousel>
      ) : null}
      {restCards.length > 0 ? (
        <ul className={styles.cards} role="list">
          {restCards.map((item, i) => (
            <li key={item.id ?? i}>
              <DiscoverItem item={item} id={`${anchor}-card-${i + 1}`} variant="card" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
