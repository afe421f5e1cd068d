'use client'
/**
 * The pictures of the slides next to those in view are fetched before they slide in, so a visitor never
 * sees an empty box. Pictures load lazily, and a lazy picture clipped by the carousel's viewport waits until it
 * is on screen: once Embla runs, the slides in view and one step either side (wrapping when circular) switch to
 * eager loading, again after each move.
 */
import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect } from 'react'

/** The indices of `inView` and their neighbours within `step` slides, wrapped when `loop`. Pure, for tests. */
export function neighbourIndices(inView: readonly number[], total: number, step: number, loop: boolean): number[] {
  const wanted = new Set<number>()
  for (const index of inView) {
    for (let d = -step; d <= step; d++) {
      const i = index + d
      if (loop) wanted.add(((i % total) + total) % total)
      else if (i >= 0 && i < total) wanted.add(i)
    }
  }
  return [...wanted].sort((a, b) => a - b)
}

export function usePreloadNeighbours(api: EmblaCarouselType | undefined, step: number, loop: boolean) {
  useEffect(() => {
    if (!api) return
    const load = () => {
      const nodes = api.slideNodes()
      const inView = api.slidesInView()
      const visible = inView.length > 0 ? inView : [api.selectedScrollSnap()]
      for (const index of neighbourIndices(visible, nodes.length, Math.max(1, step), loop)) {
        for (const img of nodes[index]?.querySelectorAll<HTMLImageElement>('img[loading="lazy"]') ?? []) img.loading = 'eager'
      }
    }
    load()
    api.on('select', load).on('slidesInView', load).on('reInit', load)
    return () => {
      api.off('select', load).off('slidesInView', load).off('reInit', load)
    }
  }, [api, step, loop])
}
