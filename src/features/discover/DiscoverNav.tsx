'use client'
/**
 * The discover page's sticky sidebar: a link per section, named by its first title. Plain
 * `#anchor` links, so it works before and without JavaScript (globals.css scrolls smoothly unless reduced motion is
 * preferred). With the script:
 * - a click scrolls smoothly (at once under reduced motion) and moves focus to the section, so keyboard and
 *   screen-reader users continue from there, and records the anchor in the address like a plain link would;
 * - the section in view is marked `aria-current` (an IntersectionObserver watching a band across the upper part of
 *   the viewport). While a clicked scroll runs, the clicked entry stays marked, so the mark does not flicker
 *   through the sections passed on the way, nor jump back when the page ends before the section reaches the band.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react'

import styles from './Discover.module.css'

export type DiscoverNavEntry = { anchor: string; title: string }

/** Released after the scroll ends (`scrollend`) or, where that event does not exist, after this long. */
const CLICK_HOLD_MS = 1500

export function DiscoverNav({ entries, title }: { entries: DiscoverNavEntry[]; title: string }) {
  const [current, setCurrent] = useState<string | null>(null)
  const held = useRef<string | null>(null)
  const visible = useRef(new Set<string>())

  /** The first listed section crossing the band, unless a clicked scroll holds the mark. */
  const update = useCallback(() => {
    if (held.current) return
    const first = entries.find((entry) => visible.current.has(entry.anchor))
    if (first) setCurrent(first.anchor)
  }, [entries])

  useEffect(() => {
    const seen = visible.current
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (record.isIntersecting) seen.add(record.target.id)
          else seen.delete(record.target.id)
        }
        update()
      },
      { rootMargin: '-25% 0px -65% 0px' },
    )
    for (const entry of entries) {
      const element = document.getElementById(entry.anchor)
      if (element) observer.observe(element)
    }
    return () => {
      observer.disconnect()
      seen.clear()
    }
  }, [entries, update])

  function onClick(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
    const target = document.getElementById(anchor)
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    held.current = anchor
    setCurrent(anchor)
    let timer = 0
    const release = () => {
      window.clearTimeout(timer)
      window.removeEventListener('scrollend', release)
      if (held.current !== anchor) return
      held.current = null
      // The clicked section stays marked where it reached the band, or where the page ended before it could; if
      // the visitor scrolled elsewhere meanwhile, the mark follows them. Two frames on, the observer has reported.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
          if (held.current === null && !visible.current.has(anchor) && !atEnd) update()
        }),
      )
    }
    window.addEventListener('scrollend', release, { once: true })
    timer = window.setTimeout(release, CLICK_HOLD_MS)
    target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' })
    target.focus({ preventScroll: true })
    if (window.location.hash !== `#${anchor}`) window.history.pushState(window.history.state, '', `#${anchor}`)
  }

  return (
    <nav className={styles.nav} aria-labelledby="discover-nav-title" data-testid="discover-nav">
      <p id="discover-nav-title" className={styles.navTitle}>
        {title}
      </p>
      <ol className={styles.navList}>
        {entries.map((entry) => (
          <li key={entry.anchor}>
            <a
              href={`#${entry.anchor}`}
              className={styles.navLink}
              aria-current={current === entry.anchor ? 'true' : undefined}
              onClick={(event) => onClick(event, entry.anchor)}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
