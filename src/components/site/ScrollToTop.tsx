'use client'

/**
 * After every completed client-side navigation the page scrolls to the top: smoothly, or at once for
 * visitors who prefer reduced motion. Decisions:
 * - Only when the path or the query changed: not on the first load, not for in-page `#hash` links (neither changes
 *   them), and not when the new address has a hash (the browser goes to that anchor instead).
 * - Not on Back and Forward: there the browser and Next restore where the visitor was, which is what they expect.
 * - Focus moves to <main id="main"> (made focusable with tabindex=-1, without a second scroll), so keyboard and
 *   screen-reader users continue from the new content instead of the link they left, and Next's route announcer
 *   reads the new title. Exception: when only the query changed and focus is on a control inside the main content (a
 *   filter, a search form), it stays there so the visitor does not lose their place.
 * Next's router already resets the scroll when the new page's top is off screen (globals.css makes that smooth);
 * this component finishes the job every time (to the very top, header included) and handles focus.
 * useSearchParams needs a Suspense boundary to keep the layout static (ADR 0003); the fallback renders nothing.
 */
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef } from 'react'

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function focusMain(sameScreen: boolean) {
  const main = document.getElementById('main')
  if (!main) return
  const active = document.activeElement
  if (sameScreen && active && active !== document.body && main.contains(active)) return
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
  main.focus({ preventScroll: true })
}

function ScrollOnNavigation() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const key = `${pathname}?${search}`
  const previous = useRef<string | null>(null)
  const previousPath = useRef(pathname)
  // Where Back/Forward went (a hash-only step also fires popstate, hence the address rather than a flag).
  const traversedTo = useRef<string | null>(null)

  useEffect(() => {
    const onPopState = () => {
      traversedTo.current = window.location.pathname + window.location.search
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    const first = previous.current === null
    const changed = previous.current !== key
    const sameScreen = previousPath.current === pathname
    previous.current = key
    previousPath.current = pathname
    if (first || !changed) return
    const traversed = traversedTo.current === window.location.pathname + window.location.search
    traversedTo.current = null
    if (traversed || window.location.hash) return
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
    focusMain(sameScreen)
  }, [key, pathname])

  return null
}

export function ScrollToTop() {
  return (
    <Suspense fallback={null}>
      <ScrollOnNavigation />
    </Suspense>
  )
}
