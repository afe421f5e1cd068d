'use client'
/**
 * A photo gallery: the pictures in the shared carousel (3/2/1 visible), each a button that opens it in the
 * lightbox. The lightbox code is fetched on the first open only, so the gallery costs the page almost nothing
 * until it is used; closing it returns focus to the picture that opened it.
 */
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { Carousel } from '@/components/ui/Carousel'
import { Media, type PlainImage } from '@/components/ui/Media'

import type { GalleryLightboxProps } from './GalleryLightbox'
import styles from './Gallery.module.css'

const GalleryLightbox = dynamic<GalleryLightboxProps>(() => import('./GalleryLightbox'), { ssr: false })

export type GalleryPicture = { image: PlainImage; alt: string; caption: string | null }

export function GalleryCarousel({ label, pictures }: { label: string; pictures: GalleryPicture[] }) {
  const t = useTranslations('Gallery')
  const [index, setIndex] = useState(-1)
  const [loaded, setLoaded] = useState(false)
  const openers = useRef<Array<HTMLButtonElement | null>>([])
  const opener = useRef(0)

  function open(i: number) {
    opener.current = i
    setIndex(i)
    setLoaded(true)
  }

  return (
    <>
      <Carousel label={label} className={styles.carousel}>
        {pictures.map((picture, i) => (
          <figure key={i} className={styles.figure}>
            <button
              ref={(node) => {
                openers.current[i] = node
              }}
              type="button"
              className={styles.opener}
              onClick={() => open(i)}
              aria-label={t('open', { name: picture.caption || picture.alt })}
            >
              <Media resource={picture.image} alt={picture.alt} sizes="card" aspectRatio="4 / 3" />
            </button>
            {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
          </figure>
        ))}
      </Carousel>
      {loaded ? (
        <GalleryLightbox
          pictures={pictures}
          index={Math.max(0, index)}
          open={index >= 0}
          labels={{
            Previous: t('previous'),
            Next: t('next'),
            Close: t('close'),
            Lightbox: t('lightbox'),
            Carousel: t('carousel'),
            Slide: t('slide'),
          }}
          onView={(i) => {
            if (index >= 0) setIndex(i)
          }}
          onClose={() => setIndex(-1)}
          onExited={() => openers.current[opener.current]?.focus()}
        />
      ) : null}
    </>
  )
}
