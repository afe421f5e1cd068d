'use client'
/**
 * Embla, fetched when a carousel starts rather than with the page: the slides are the server's and CSS lays them
 * out, so until the carousel runs nothing needs Embla's code, and most visitors of a text page never scroll to
 * its carousel. Its 7.5 KB (gzipped, with the autoplay plugin) leave the first load of every page with a carousel
 * (ADR 0031). The carousel starts once it is near the viewport and the page has loaded, or when the visitor
 * reaches for it: the chunk is small and comes from the same origin by then.
 *
 * What embla-carousel-react's hook did, for a carousel whose options are fixed for its life: create Embla on the
 * viewport element once it is set, destroy it when the element goes or the component unmounts. Embla follows
 * its breakpoints itself (media queries), and a language change is a full page load (LanguageSwitch).
 */
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useEffect, useRef, useState } from 'react'

type Autoplay = { delay: number } | false

/**
 * A ref callback for the viewport, the running carousel (undefined until its code has come and it runs), and whether
 * its code could not be fetched (the visitor went offline after the page came): the carousel then scrolls natively.
 */
export function useLazyEmbla(options: EmblaOptionsType, autoplay: Autoplay) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const [failed, setFailed] = useState(false)
  // The options of the first render: Embla is not re-initialised when a render builds an equal object again.
  const initial = useRef({ options, autoplay })

  useEffect(() => {
    if (!viewport) return
    let cancelled = false
    let created: EmblaCarouselType | undefined
    let removeDotKeys: (() => void) | undefined
    const { options, autoplay } = initial.current
    Promise.all([import('embla-carousel'), autoplay ? import('embla-carousel-autoplay') : undefined, import('./dotKeys')])
      .then(([{ default: EmblaCarousel }, plugin, { dotKeys }]) => {
        if (cancelled) return
        // useAutoplay starts and stops the plugin: no play on init, and no stop on focus (it tells keyboard focus
        // from a mouse click's). The plugin still stops itself when a drag starts, as useAutoplay expects.
        const plugins =
          autoplay && plugin ? [plugin.default({ delay: autoplay.delay, playOnInit: false, stopOnFocusIn: false })] : []
        const embla = EmblaCarousel(viewport, options, plugins)
        created = embla
        const root = viewport.closest('section')
        if (root) removeDotKeys = dotKeys(root, (index) => embla.scrollTo(index))
        setApi(embla)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      removeDotKeys?.()
      created?.destroy()
      setApi(undefined)
    }
  }, [viewport])

  return [setViewport, api, failed] as const
}
