'use client'
/**
 * The four category tabs (WAI-ARIA APG tabs with automatic activation): one tab stop, arrow keys move and
 * select, Home/End jump; in Arabic the arrows follow the reading direction.
 */
import { useLocale, useTranslations } from 'next-intl'
import { useRef, type KeyboardEvent, type ReactNode } from 'react'

import { MAP_TABS, type MapTab } from '@/lib/content-model'

import styles from './Map.module.css'

type Props = { tab: MapTab; onChange: (tab: MapTab) => void; children: ReactNode; /** The tab's cards are on their way. */ busy?: boolean }

export function MapTabs({ tab, onChange, children, busy = false }: Props) {
  const t = useTranslations('Map')
  const rtl = useLocale() === 'ar'
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = MAP_TABS.indexOf(tab)
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key]
    let next: number | null = null
    if (step) next = (index + step + MAP_TABS.length) % MAP_TABS.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = MAP_TABS.length - 1
    if (next === null) return
    event.preventDefault()
    onChange(MAP_TABS[next])
    refs.current[MAP_TABS[next]]?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('categories')} className={styles.tabList} onKeyDown={onKeyDown}>
        {MAP_TABS.map((key) => (
          <button
            key={key}
            ref={(el) => {
              refs.current[key] = el
            }}
            type="button"
            role="tab"
            id={`map-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="map-tab-panel"
            tabIndex={tab === key ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(key)}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="map-tab-panel" aria-labelledby={`map-tab-${tab}`} aria-busy={busy || undefined} className={styles.panel}>
        {children}
      </div>
    </div>
  )
}
