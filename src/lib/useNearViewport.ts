'use client'
/**
 * Whether an element has come within a screen of the viewport (once true, it stays true): maps load Leaflet only
 * then, so visitors who never scroll to them never download it, and carousels start Embla only then, so the page's
 * start-up does not measure carousels far below. Without IntersectionObserver, true at once.
 */
import { useEffect, useRef, useState } from 'react'

export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => setNear(true))
      return () => cancelAnimationFrame(frame)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return [ref, near] as const
}
