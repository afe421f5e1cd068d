'use client'
/**
 * What the controls show, read from Embla as an external store (React's `useSyncExternalStore`) rather than
 * copied into state from effects: the selected step, whether prev/next can move, and the first slide of each
 * step (for the dots' names). Before Embla has measured (server render, hydration) an estimate from the layout
 * stands in, so the server's and the browser's first render agree.
 */
import type { EmblaCarouselType } from 'embla-carousel'
import { useCallback, useMemo, useSyncExternalStore } from 'react'

export type CarouselState = { selected: number; canPrev: boolean; canNext: boolean; snapStarts: number[] }

// A snapshot must be comparable with ===, hence a string; it is parsed back once per change.
function snapshotOf(api: EmblaCarouselType): string {
  const starts = api.internalEngine().slideRegistry.map((slides) => slides[0] ?? 0)
  const selected = api.selectedScrollSnap()
  return [selected, Number(api.canScrollPrev()), Number(api.canScrollNext()), starts.join(',')].join('|')
}

function parse(snapshot: string): CarouselState {
  const [selected, canPrev, canNext, starts] = snapshot.split('|')
  const snapStarts = starts ? starts.split(',').map(Number) : []
  return { selected: Number(selected), canPrev: canPrev === '1', canNext: canNext === '1', snapStarts }
}

export function useCarouselState(api: EmblaCarouselType | undefined, estimate: number[]): CarouselState {
  const fallback = `0|1|1|${estimate.join(',')}`
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {}
      api.on('select', onChange).on('reInit', onChange)
      return () => {
        api.off('select', onChange).off('reInit', onChange)
      }
    },
    [api],
  )
  const snapshot = useSyncExternalStore(subscribe, () => (api ? snapshotOf(api) : fallback), () => fallback)
  return useMemo(() => parse(snapshot), [snapshot])
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** The visitor's motion preference, followed live; false on the server (the CSS hides the toggle there). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
}
