'use client'
/**
 * When the carousel moves by itself. Embla's Autoplay plugin advances every 5000 ms, but only while nothing
 * holds it:
 * - the visitor paused it with the toggle (WCAG 2.2.2 "Pause, Stop, Hide"), until they press play again;
 * - they prefer reduced motion: it never starts (and the CSS hides the toggle, there being nothing to stop);
 * - a mouse pointer is over the carousel, or keyboard focus is inside it (the WAI-ARIA carousel pattern), so
 *   nothing moves under someone reading or operating it. Focus left on prev/next by a mouse click does not
 *   count: otherwise the briefed "resume 3000 ms after a manual slide" would never happen for mouse users;
 * - less than 3000 ms have passed since the last manual move (buttons, dots, arrow keys, swipe or drag).
 * When the last hold goes, the plugin starts a full 5000 ms delay: the next automatic move comes 8000 ms after a
 * manual one, never sooner than a visitor who just acted expects.
 */
import type { EmblaCarouselType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react'

export const AUTOPLAY_DELAY_MS = 5000
export const PAUSE_AFTER_MANUAL_MS = 3000

/** Keyboard focus shows as :focus-visible; a browser that cannot tell is treated as keyboard (the safe side). */
function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible')
  } catch {
    return true
  }
}

type Options = { enabled: boolean; reducedMotion: boolean }

export function useAutoplay(api: EmblaCarouselType | undefined, { enabled, reducedMotion }: Options) {
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [resting, setResting] = useState(false)
  const restTimer = useRef<number | undefined>(undefined)

  /** Call on every manual move: holds autoplay for 3000 ms from the latest one. */
  const rest = useCallback(() => {
    setResting(true)
    window.clearTimeout(restTimer.current)
    restTimer.current = window.setTimeout(() => setResting(false), PAUSE_AFTER_MANUAL_MS)
  }, [])
  useEffect(() => () => window.clearTimeout(restTimer.current), [])

  const running = enabled && api !== undefined && !reducedMotion && !paused && !hovered && !focused && !resting
  useEffect(() => {
    const autoplay = api?.plugins().autoplay
    if (!api || !autoplay) return
    // The plugin does not set itself up when there is only one step; playing it then would throw.
    const apply = () => (running && api.scrollSnapList().length > 1 ? autoplay.play() : autoplay.stop())
    apply()
    // Embla re-creates its plugins on reInit (resize, breakpoint change), stopped: apply the state again.
    api.on('reInit', apply)
    // A swipe or drag starts with Embla's pointerDown (the plugin itself stops there, as stopOnInteraction).
    api.on('pointerDown', rest)
    return () => {
      api.off('reInit', apply).off('pointerDown', rest)
    }
  }, [api, running, rest])

  /** Play is an explicit request: it lifts the hover and focus holds too, which would make it look broken. */
  const toggle = useCallback(() => {
    if (!paused) return setPaused(true)
    setPaused(false)
    setHovered(false)
    setFocused(false)
  }, [paused])

  const handlers = {
    onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false),
    onFocus: (event: FocusEvent) => isKeyboardFocus(event.target) && setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false)
    },
  }
  /** Any key pressed inside means the visitor is working the carousel by keyboard. */
  const onKey = useCallback(() => setFocused(true), [])

  return { paused, running, rest, toggle, handlers, onKey }
}
