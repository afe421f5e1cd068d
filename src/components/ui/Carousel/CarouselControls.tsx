'use client'
/**
 * The carousel's buttons, in reading order: pause/play, previous, next, then one dot per scroll step. The order
 * is the same on every width (the dots wrap to their own line on a phone), so the focus order always matches
 * what is seen. Every button is at least 44px square; the current dot is marked by shape as well as colour
 * (`aria-current` for assistive technology), so it is not told by colour alone. The dots are one tab stop (a roving
 * tabindex: the current dot takes focus, the arrow keys, Home and End move between them, mirrored in Arabic), so a
 * page of carousels is not dozens of stops of dots (ADR 0048). The keys are handled by dotKeys.ts, which comes with
 * Embla when the carousel starts.
 */
import { useTranslations } from 'next-intl'

import styles from './Carousel.module.css'
import { ChevronIcon, PauseIcon, PlayIcon } from './icons'
import type { CarouselState } from './useCarouselState'

type Props = {
  /** Embla is running: until then a dot could not move the carousel, so none is drawn (nor sent in the HTML). */
  running: boolean
  state: CarouselState
  trackId: string
  /** The toggle is left out for a carousel that never plays by itself. */
  autoplay: boolean
  paused: boolean
  onToggle: () => void
  onGo: (target: 'prev' | 'next' | number) => void
}

export function CarouselControls({ running, state, trackId, autoplay, paused, onToggle, onGo }: Props) {
  const t = useTranslations('Carousel')
  return (
    <div className={styles.controls}>
      {autoplay ? (
        <button
          type="button"
          className={`${styles.button} ${styles.toggle}`}
          onClick={onToggle}
          aria-label={paused ? t('play') : t('pause')}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.button}
        onClick={() => onGo('prev')}
        disabled={!state.canPrev}
        aria-controls={trackId}
        aria-label={t('previous')}
      >
        <ChevronIcon back className={styles.directional} />
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => onGo('next')}
        disabled={!state.canNext}
        aria-controls={trackId}
        aria-label={t('next')}
      >
        <ChevronIcon className={styles.directional} />
      </button>
      {state.snapStarts.length > 1 ? (
        // The dots' row is there from the first paint (its space kept), its dots once the carousel runs (ADR 0028).
        <div className={styles.dots} {...(running ? { role: 'group', 'aria-label': t('dots') } : {})}>
          {(running ? state.snapStarts : []).map((first, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              tabIndex={index === state.selected ? 0 : -1}
              onClick={() => onGo(index)}
              aria-current={index === state.selected ? 'true' : undefined}
              aria-label={t('goTo', { number: String(first + 1) })}
            />
          ))}
        </div>
      ) : null}
    </div>
  )
}
