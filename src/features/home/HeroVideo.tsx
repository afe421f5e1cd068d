'use client'
/**
 * A video of the home slider: it plays muted and by itself while its slide is the one shown, and
 * pauses when another slide is chosen; coming back, it plays muted again. A blocked autoplay only logs a warning
 * (the poster stays). The buttons toggle the sound and, for WCAG 2.2.2, stop the motion; with reduced motion
 * nothing starts by itself.
 *
 * Loading: the element has `preload="none"` and no `autoplay` attribute, so not a byte of video is fetched before
 * it plays, and it plays only after the page's load event, when the browser is idle: the poster image under it
 * (server-rendered, high priority) is the largest paint. The video stays transparent until its first frame.
 */
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { usePrefersReducedMotion } from '@/components/ui/Carousel'
import { afterLoad } from '@/lib/afterLoad'

import { PauseIcon, PlayIcon, SoundOffIcon, SoundOnIcon } from './icons'
import styles from './HomeSlider.module.css'

type Props = { src: string; type?: string | null; label: string }

/** How long the slide must stay put before its video starts or stops. */
const SETTLE_MS = 150

/**
 * The nearest ancestor that clips its content: the carousel's viewport (the slide itself must not clip). Observed
 * against it, a slide is "shown" by its place in the carousel, whatever the page's scroll position.
 */
function clippingAncestor(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).overflowX !== 'visible') return node
  }
  return null
}

export function HeroVideo({ src, type, label }: Props) {
  const t = useTranslations('HeroVideo')
  const ref = useRef<HTMLVideoElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const [muted, setMuted] = useState(true)
  const [playing, setPlaying] = useState(false)
  const [started, setStarted] = useState(false)
  const stoppedByVisitor = useRef(false)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    let cancelWait: (() => void) | undefined
    let settle: number | undefined
    let shown = false
    const play = () => {
      video.muted = true
      if (stoppedByVisitor.current || reducedMotion) return
      video.play().catch((error: unknown) => console.warn('The home video could not start by itself:', error))
    }
    // Decided once the slide has come to rest: during a slide change (and Embla's loop repositioning) the
    // visible share passes 50% back and forth, and the video should not start and stop with it.
    const decide = () => {
      cancelWait?.()
      cancelWait = undefined
      if (shown) cancelWait = afterLoad(play)
      else {
        video.pause()
        video.muted = true
      }
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        shown = entry.intersectionRatio >= 0.5
        window.clearTimeout(settle)
        settle = window.setTimeout(decide, SETTLE_MS)
      },
      { root: clippingAncestor(video), threshold: [0, 0.5, 1] },
    )
    observer.observe(video)
    return () => {
      observer.disconnect()
      window.clearTimeout(settle)
      cancelWait?.()
    }
  }, [reducedMotion])

  function togglePlay() {
    const video = ref.current
    if (!video) return
    if (video.paused) {
      stoppedByVisitor.current = false
      video.play().catch((error: unknown) => console.warn('The home video could not start:', error))
    } else {
      stoppedByVisitor.current = true
      video.pause()
    }
  }

  function toggleSound() {
    const video = ref.current
    if (video) video.muted = !video.muted
  }

  return (
    <>
      <video
        ref={ref}
        className={styles.video}
        data-started={started ? '' : undefined}
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
        onPlaying={() => {
          setStarted(true)
          setPlaying(true)
        }}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      >
        <source src={src} type={type ?? undefined} />
      </video>
      <div className={styles.videoControls}>
        <button type="button" className={styles.videoButton} onClick={togglePlay} aria-label={playing ? t('pauseVideo') : t('playVideo')}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className={styles.videoButton}
          onClick={toggleSound}
          aria-label={muted ? t('soundOn') : t('soundOff')}
          data-muted={muted ? '' : undefined}
        >
          {muted ? <SoundOffIcon /> : <SoundOnIcon />}
        </button>
      </div>
    </>
  )
}
