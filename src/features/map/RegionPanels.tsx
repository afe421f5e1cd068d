/**
 * Server side of the interactive map: every region's cards for every tab, rendered once with the shared `Card`
 * (image linking to /upcoming-events, subtitle as the heading, description). The client explorer only picks one
 * set to show, so the cards are in the static HTML and need no request when the selection changes.
 */
import type { ReactNode } from 'react'

import { Card } from '@/components/ui/Card'
import { MAP_TABS, type MapTab } from '@/lib/content-model'
import type { Page } from '@/payload-types'
import { screens } from '@/lib/page-routes'

import { regionCards } from './data'
import { WILAYATS, type RegionStyle } from './wilayats'
import styles from './Map.module.css'

export function buildRegionPanels(page: Page | null, emptyText: string): Record<RegionStyle, Record<MapTab, ReactNode>> {
  const entries = WILAYATS.map((region) => {
    const tabs = MAP_TABS.map((tab) => {
      const cards = regionCards(page, region.style, tab)
      const node = cards.length ? (
        <ul className={styles.cardGrid} data-region={region.slug} data-tab={tab}>
          {cards.map((item) => (
            <li key={item.id ?? item.subTitle}>
              <Card
                title={item.subTitle || item.title || ''}
                text={item.description}
                image={item.image}
                imageAlt={item.alt ?? undefined}
                href={screens.upcomingEvents}
                sizes="(max-width: 768px) 100vw, 40vw"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{emptyText}</p>
      )
      return [tab, node] as const
    })
    return [region.style, Object.fromEntries(tabs) as Record<MapTab, ReactNode>] as const
  })
  return Object.fromEntries(entries) as Record<RegionStyle, Record<MapTab, ReactNode>>
}
