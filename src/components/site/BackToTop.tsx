'use client'
/**
 * Back to top and the scroll direction. Once a visitor is more than one and a half screens down a page
 * and scrolls back up, a button in the inline-start bottom corner takes them to the top (smoothly, unless they
 * prefer reduced motion) and moves focus to the skip link's target. The direction also goes on <html> as
 * `data-scroll="down|up"`: on phones the floating rating and accessibility buttons slide away while the visitor
 * scrolls down, so they never sit over what is being read (SidePanel.module.css).
 */
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Icon } from '@/components/ui/Icon'

import styles from './BackToTop.module.css'

const THRESHOLD_SCREENS = 1.5
const JITTER_PX = 8

export function BackToTop() {
  const t = useTranslations('Layout')
  const [shown, setShown] = useState(false)

  useEffect(() => {
    let last = window.scrollY
    let frame = 0
    const root = document.documentElement
    const update = () => {
      frame = 0
      const y = window.scrollY
      if (Math.abs(y - last) < JITTER_PX) return
      const down = y > last && y > 80
      root.dataset.scroll = down ? 'down' : 'up'
      setShown(!down && y > window.innerHeight * THRESHOLD_SCREENS)
      last = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
      delete root.dataset.scroll
    }
  }, [])

  function toTop() {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })
    const main = document.getElementById('main')
    // <main> takes focus from script only (tabindex -1), so keyboard users continue from the top of the content.
    if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
    main?.focus({ preventScroll: true })
  }

  return (
    <button
      type="button"
      className={styles.button}
      data-shown={shown ? '' : undefined}
      aria-hidden={shown ? undefined : true}
      tabIndex={shown ? undefined : -1}
      onClick={toTop}
      data-testid="back-to-top"
    >
      <Icon name="back-to-top" size={22} />
      <span className="visually-hidden">{t('backToTop')}</span>
    </button>
  )
}
