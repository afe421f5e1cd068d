'use client'
/**
 * Every carousel of the site, on Embla: the carousel contract kept exactly as briefed (docs/product.md), implemented
 * once (3 visible, scroll 1, circular, autoplay every 5000 ms, a 3000 ms rest after a manual move, 3/2/1 visible at
 * 1024/768/560px; see layout.ts and useAutoplay.ts for the rules). Children are the slides, rendered on the server; the
 * slide widths come from CSS, so the first paint already has the final layout. In Arabic the order, the swipe and the
 * arrow keys follow the reading direction (Embla's `direction: 'rtl'`).
 *
 * Embla starts (its code fetched then, useLazyEmbla) when the carousel comes within a screen of the viewport
 * (useNearViewport) and the page has loaded and the browser is idle (useAfterLoad), or at once when the visitor
 * reaches for it (pointer, touch, focus): until then the slides are the server's, laid out by CSS, and the page's
 * start-up spends nothing measuring carousels, not even the one on the first screen, whose measuring used to
 * lengthen hydration's task. `data-ready` marks a running carousel; `data-native-scroll` one whose code could not be
 * fetched, which scrolls sideways natively as it does without JavaScript.
 *
 * Slides that hold several items (the home economy carousel, 5 per slide) are grouped by the caller:
 * `chunk(items, 5).map((group) => <EconomyGroup key={...} items={group} />)` with `chunk` from `@/lib/text`.
 */
import { useLocale, useTranslations } from 'next-intl'
import { Children, useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react'

import { completeDeferredPictures, DeferredSrcSet } from '@/components/ui/Media'
import { localeInfo } from '@/i18n/locales'
import { useAfterLoad } from '@/lib/useAfterLoad'
import { useNearViewport } from '@/lib/useNearViewport'

import styles from './Carousel.module.css'
import { CarouselControls } from './CarouselControls'
import {
  emblaBreakpoints,
  estimateSnapStarts,
  hiddenBeforeRun,
  layoutStyle,
  resolveLayout,
  type CarouselBreakpoints,
} from './layout'
import { AUTOPLAY_DELAY_MS, useAutoplay } from './useAutoplay'
import { useCarouselState, usePrefersReducedMotion } from './useCarouselState'
import { useLazyEmbla } from './useLazyEmbla'
import { usePreloadNeighbours } from './usePreloadNeighbours'

export type CarouselProps = {
  /** The accessible name of the carousel region, e.g. the section's heading text. Unique on the page. */
  label: string
  /** The slides: one per child (an array counts item by item; a fragment or a component is one slide). */
  children: ReactNode
  /** Slides visible at full width (default 3). */
  slidesToShow?: number
  /** Slides moved per step (default 1). */
  slidesToScroll?: number
  /** Per-breakpoint overrides of both counts, e.g. `{ 1024: { slidesToScroll: 3 } }`. */
  breakpoints?: CarouselBreakpoints
  /** Circular (default true). */
  loop?: boolean
  /** Moves by itself every 5000 ms (default true). */
  autoplay?: boolean
  className?: string
}

function isTextField(target: EventTarget): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
}

export function Carousel(props: CarouselProps) {
  const { label, children, slidesToShow, slidesToScroll, breakpoints, loop = true, autoplay = true, className } = props
  const t = useTranslations('Carousel')
  const direction = localeInfo(useLocale()).dir
  const slides = Children.toArray(children)
  const layout = resolveLayout(slidesToShow, slidesToScroll, breakpoints)
  const options = { loop, direction, align: 'start', slidesToScroll: layout.base.slidesToScroll } as const
  const [rootRef, near] = useNearViewport<HTMLElement>()
  const loaded = useAfterLoad()
  const [reached, setReached] = useState(false)
  const start = near && (loaded || reached)
  const [viewportRef, api, failed] = useLazyEmbla(
    { ...options, breakpoints: emblaBreakpoints(layout) },
    autoplay && { delay: AUTOPLAY_DELAY_MS },
  )
  const reducedMotion = usePrefersReducedMotion()
  const state = useCarouselState(api, estimateSnapStarts(slides.length, layout.base, loop))
  const play = useAutoplay(api, { enabled: autoplay, reducedMotion })
  usePreloadNeighbours(api, layout.base.slidesToScroll, loop)
  const trackId = useId()
  const { rest } = play
  // Static slides' pictures (StaticHtml) wait in the markup; hydrated ones through DeferredSrcSet, below.
  useEffect(() => {
    const track = near ? document.getElementById(trackId) : null
    if (track) completeDeferredPictures(track)
  }, [near, trackId])

  // Reduced motion: manual moves jump instead of gliding.
  const go = useCallback(
    (target: 'prev' | 'next' | number) => {
      if (!api) return
      rest()
      if (target === 'prev') api.scrollPrev(reducedMotion)
      else if (target === 'next') api.scrollNext(reducedMotion)
      else api.scrollTo(target, reducedMotion)
    },
    [api, reducedMotion, rest],
  )

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    play.onKey()
    // The dots move between themselves with the arrow keys (CarouselControls) and have already moved the carousel.
    if (event.defaultPrevented) return
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTextField(event.target)) return
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    if (event.key !== forward && event.key !== backward) return
    event.preventDefault()
    go(event.key === forward ? 'next' : 'prev')
  }

  return (
    <section
      ref={rootRef}
      className={className ? `${styles.root} ${className}` : styles.root}
      style={layoutStyle(layout, slides.length)}
      aria-roledescription={t('roleCarousel')}
      aria-label={label}
      data-ready={api ? '' : undefined}
      data-native-scroll={failed ? '' : undefined}
      data-autoplay={play.running ? 'running' : 'stopped'}
      onKeyDown={onKeyDown}
      {...play.handlers}
      onPointerEnter={(event) => {
        setReached(true)
        play.handlers.onPointerEnter(event)
      }}
      onFocus={(event) => {
        setReached(true)
        play.handlers.onFocus(event)
      }}
    >
      {/* Embla is created when it gets the viewport element, so the ref waits until the carousel may start. */}
      <div className={styles.viewport} ref={start ? viewportRef : undefined}>
        <div className={styles.track} id={trackId}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription={t('roleSlide')}
              aria-label={t('slide', { index: String(index + 1), total: String(slides.length) })}
            >
              {/* A slide beyond the widest layout's visible ones waits for its pictures' srcset (ADR 0028). */}
              <DeferredSrcSet value={!near && hiddenBeforeRun(index, slidesToShow)}>{slide}</DeferredSrcSet>
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        running={api !== undefined}
        state={state}
        trackId={trackId}
        autoplay={autoplay}
        paused={play.paused}
        onToggle={play.toggle}
        onGo={go}
      />
    </section>
  )
}
